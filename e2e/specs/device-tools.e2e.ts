import { DEVICE_CALLS } from '@seuiot/contract';
import { DEMO } from '../src/demo.js';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import type { Device, Page, Product } from '../src/catalogue.js';
import { arriveAt } from '../src/login.js';
import { nameOf, text } from '../src/locales.js';
import { dialogAtRest, toast, waitForPath } from '../src/ui.js';

/** The device tools outside the layout (spec 2.2; decision 0003). */
test.describe('device tools', () => {
  test('model selection narrows the models by need and compares them side by side', async ({
    open,
  }) => {
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/modelSelection');
    const models = (
      await browserGet<Product[]>(context.request, `${DEVICE_CALLS.productSpecs.path}?lang=zh`)
    ).data;
    const rfid = models.filter((m) => m.specs.some((s) => s.label === 'UHF RFID'));
    expect(rfid.length).toBeGreaterThan(1);
    expect(rfid.length).toBeLessThan(models.length);
    // Outside the layout: no top menu.
    expect(
      await page.getByRole('navigation', { name: text('zh', 'layout:mainMenu') }).count(),
    ).toBe(0);

    await page
      .getByText(text('zh', 'catalogue:modelSelection.matches', { count: String(models.length) }))
      .waitFor();
    // The choice goes through the address, so the box is ticked once the page has followed it.
    const need = page.getByRole('checkbox', {
      name: text('zh', 'catalogue:modelSelection.needs.rfid'),
    });
    await need.click();
    await waitForPath(page, '/modelSelection?needs=rfid');
    await expect.poll(() => need.isChecked()).toBe(true);
    await page
      .getByText(text('zh', 'catalogue:modelSelection.matches', { count: String(rfid.length) }))
      .waitFor();
    const results = page.getByRole('list', {
      name: text('zh', 'catalogue:modelSelection.resultsLabel'),
    });
    const names = (await results.getByRole('heading').allInnerTexts()).map((n) => n.trim());
    expect(names).toEqual(rfid.map((m) => `${m.model} · ${m.name}`));

    for (const model of rfid.slice(0, 2))
      await results
        .getByRole('button', {
          name: new RegExp(`^${text('zh', 'catalogue:modelSelection.compare')}\\s+${model.model}$`),
        })
        .click();
    await waitForPath(page, `/modelSelection?needs=rfid&compare=${rfid[0]!.id}%2C${rfid[1]!.id}`);
    const table = page.getByRole('table');
    for (const model of rfid.slice(0, 2))
      await table.getByRole('columnheader', { name: new RegExp(`^${model.model} · `) }).waitFor();
    const rfidRow = table.getByRole('row', { name: /^UHF RFID/ });
    for (const model of rfid.slice(0, 2))
      await rfidRow.getByText(model.specs.find((s) => s.label === 'UHF RFID')!.value).waitFor();
  });

  test('the service password of one of my devices shows in a dialog; another serial is refused', async ({
    open,
  }) => {
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/superPwd');
    const mine = (
      await browserGet<Page<Device>>(context.request, `${DEVICE_CALLS.myDevices.path}?pageSize=10`)
    ).data;
    const device = mine.list[0]!;
    const answer = await context.request.post(`/api${DEVICE_CALLS.servicePassword.path}`, {
      data: { serial: device.serial },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const password = ((await answer.json()) as { data: { password: string } }).data.password;

    const table = page.getByRole('table', { name: text('zh', 'catalogue:superPwd.tableLabel') });
    await table.getByRole('cell', { name: device.serial, exact: true }).waitFor();
    await table
      .getByRole('row', { name: new RegExp(device.serial) })
      .getByRole('button', { name: new RegExp(`^${text('zh', 'catalogue:superPwd.show')}`) })
      .click();
    const dialog = await dialogAtRest(page.getByRole('dialog'));
    await dialog.getByText(password, { exact: true }).waitFor();
    await dialog.getByText(device.serial, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: text('zh', 'catalogue:superPwd.copy') }).waitFor();
    await dialog.getByRole('button', { name: nameOf(text('zh', 'common:ok')) }).click();
    await dialog.waitFor({ state: 'detached' });

    // A serial that is not the customer's: the translated A0078 and the field's explanation.
    const field = page.getByLabel(text('zh', 'catalogue:superPwd.lookupLabel'));
    await field.fill('ZZ9A0000000001');
    await field.press('Enter');
    await toast(page, text('zh', 'errors:A0078')).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: text('zh', 'catalogue:superPwd.notMine') })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
