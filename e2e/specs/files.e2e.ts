import { FILE_PATHS } from '@seuiot/contract';
import fs from 'node:fs';
import { expect, test } from '../src/test.js';
import { browserGet } from '../src/api.js';
import { customerWithout } from '../src/accounts.js';
import type { CatalogueFile, Page, SolutionCase } from '../src/catalogue.js';
import { DEMO } from '../src/demo.js';
import { arriveAt } from '../src/login.js';
import { nameOf, text } from '../src/locales.js';
import { axeViolations } from '../src/axe.js';
import { dialogAtRest, submitLogin, toast, visit, waitForPath } from '../src/ui.js';
import { SOLUTION_PATHS } from '@seuiot/contract';

interface CaseWithFiles {
  id: number;
  title: string;
  files: (CatalogueFile & { fileType: string; downloads: number })[];
}

/**
 * The file actions of every list (spec 6 and 7): download, preview, favourites and share links,
 * with their guards: the not-logged-in message and login with the full path, the section check,
 * and a shared link's token in place of a login.
 */
test.describe('file actions', () => {
  /** A solution case with at least one PDF file, read through the signed-in browser. */
  async function caseWithPdf(
    request: Parameters<typeof browserGet>[0],
    lang: 'zh' | 'en' = 'zh',
  ): Promise<CaseWithFiles> {
    const list = await browserGet<Page<SolutionCase>>(
      request,
      `${SOLUTION_PATHS.caseList.path}?pageSize=50&lang=${lang}`,
    );
    for (const item of list.data.list) {
      const detail = await browserGet<CaseWithFiles>(
        request,
        `${SOLUTION_PATHS.caseDetail.path}?id=${item.id}&lang=${lang}`,
      );
      if (detail.data.files.some((file) => file.fileType === 'pdf')) return detail.data;
    }
    throw new Error('no seeded solution case has a PDF file');
  }

  test('a customer downloads and previews a file, keeps it in favourites and pins it', async ({
    open,
  }) => {
    const { page, context } = await open({ signedIn: DEMO });
    await arriveAt(page, '/solution');
    const item = await caseWithPdf(context.request);
    const file = item.files.find((candidate) => candidate.fileType === 'pdf')!;
    await visit(page, `/solutionDetail?id=${item.id}`);
    const row = page.getByRole('row').filter({ hasText: file.fileName });

    // Download: the browser saves the server's bytes under the file's name; the count goes up.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row
        .getByRole('button', {
          name: text('zh', 'common:fileActions.downloadNamed', { name: file.fileName }),
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${file.fileName}.pdf`);
    const saved = await download.path();
    expect(fs.readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');
    await row.getByRole('cell', { name: String(file.downloads + 1), exact: true }).waitFor();

    // Preview: a PDF opens in a new window from the preview endpoint.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      row
        .getByRole('button', {
          name: text('zh', 'common:fileActions.previewNamed', { name: file.fileName }),
        })
        .click(),
    ]);
    expect(popup.url()).toContain(`/api${FILE_PATHS.preview.path}?fileId=${file.fileId}`);
    await popup.close();

    // Favourite, then find it in the personal center, pin it and remove it.
    await row
      .getByRole('button', {
        name: text('zh', 'common:favourite.addNamed', { name: file.fileName }),
      })
      .click();
    await row
      .getByRole('button', {
        name: text('zh', 'common:favourite.removeNamed', { name: file.fileName }),
      })
      .waitFor();
    // The header's favourites entry is /favorites, which is the personal center's section 0.
    await visit(page, '/favorites');
    await waitForPath(page, '/center?menuIndex=0');
    const entry = page.getByRole('main').getByRole('row').filter({ hasText: file.fileName });
    await entry.getByRole('link', { name: file.fileName }).waitFor();
    // Where it lives (issue 26): the part of the portal, then the case it belongs to.
    await entry
      .getByText(`${text('zh', 'center:favourites.where.solutions')} › ${item.title}`)
      .waitFor();
    await entry
      .getByRole('button', {
        name: text('zh', 'center:favourites.topNamed', { name: file.fileName }),
      })
      .click();
    await entry.getByText(text('zh', 'center:favourites.topped')).waitFor();
    // A name of my own (decision 0061), shown with the file's own; emptied, the own name is back.
    const rename = async (from: string, to: string) => {
      await entry
        .getByRole('button', { name: text('zh', 'center:favourites.renameNamed', { name: from }) })
        .click();
      const dialog = await dialogAtRest(
        page.getByRole('dialog', { name: text('zh', 'center:favourites.renameTitle') }),
      );
      await dialog.getByLabel(text('zh', 'center:favourites.renameLabel')).fill(to);
      expect(await axeViolations(page), 'rename dialog').toEqual([]);
      await dialog
        .getByRole('button', { name: nameOf(text('zh', 'center:favourites.renameSave')) })
        .click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await rename(file.fileName, '我的网关资料');
    await entry.getByRole('link', { name: '我的网关资料' }).waitFor();
    await entry
      .getByText(text('zh', 'center:favourites.originalName', { name: file.fileName }))
      .waitFor();
    await rename('我的网关资料', '');
    await entry.getByRole('link', { name: file.fileName }).click();
    await waitForPath(page, `/solutionDetail?id=${item.id}`);
    await page.goBack();
    await waitForPath(page, '/center?menuIndex=0');
    const remove = entry.getByRole('button', {
      name: text('zh', 'center:favourites.removeNamed', { name: file.fileName }),
    });
    // The removal is held with an Undo (issue 26): undone, the entry is back in its place.
    await remove.click();
    await entry.waitFor({ state: 'detached' });
    await page
      .getByRole('button', {
        name: text('zh', 'center:favourites.undoNamed', { name: file.fileName }),
      })
      .click();
    await entry.getByRole('link', { name: file.fileName }).waitFor();
    await remove.click();
    // Only this row goes: other specs may keep favourites of their own in the shared demo account.
    await entry.waitFor({ state: 'detached' });
    // Sent once the undo time is over.
    await toast(page, text('zh', 'common:favourite.removed')).waitFor({ timeout: 15_000 });
  });

  test('a user without the download section of a list is told to contact the administrator', async ({
    open,
  }) => {
    const user = customerWithout('e2e-no-solution-download', ['solution.download']);
    const { page, context } = await open({ signedIn: user, edition: 'overseas' });
    await arriveAt(page, '/solution');
    const item = await caseWithPdf(context.request, 'en');
    const file = item.files[0]!;
    await visit(page, `/solutionDetail?id=${item.id}`);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page
      .getByRole('button', {
        name: text('en', 'common:fileActions.downloadNamed', { name: file.fileName }),
      })
      .click();
    await toast(page, text('en', 'errors:A0017')).waitFor();
    expect(requests.some((url) => /[dD]ownLoadFile/.test(url))).toBe(false);
    // The server says the same when asked directly.
    const direct = await context.request.get(
      `/api${FILE_PATHS.download.path}?fileId=${file.fileId}`,
    );
    expect(direct.status()).toBe(403);
    expect((await direct.json()).msg).toBe('A0017');
  });

  test('a link shared without login opens the case for anyone, who may download but must log in to keep it', async ({
    open,
  }) => {
    const owner = await open({ signedIn: DEMO });
    await arriveAt(owner.page, '/solution');
    const item = await caseWithPdf(owner.context.request);
    await visit(owner.page, `/solutionDetail?id=${item.id}`);
    await owner.page.getByRole('button', { name: text('zh', 'common:fileActions.share') }).click();
    const dialog = await dialogAtRest(
      owner.page.getByRole('dialog', { name: text('zh', 'common:fileActions.shareTitle') }),
    );
    await dialog
      .getByRole('radio', { name: text('zh', 'common:share.anyone', { days: '7' }) })
      .check();
    await dialog.getByRole('button', { name: text('zh', 'common:share.create') }).click();
    const linkBox = dialog.getByRole('textbox', { name: text('zh', 'common:share.link') });
    await expect.poll(() => linkBox.inputValue()).toMatch(/token=/);
    const link = new URL(await linkBox.inputValue());
    expect(link.pathname).toBe('/seuiot/solutionDetail');
    expect(link.searchParams.get('id')).toBe(String(item.id));

    // Someone without an account opens it.
    const visitor = await open();
    await visitor.page.goto(`${link.pathname}${link.search}`);
    await visitor.page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    const file = item.files.find((candidate) => candidate.fileType === 'pdf')!;
    const row = visitor.page.getByRole('row').filter({ hasText: file.fileName });
    const [download] = await Promise.all([
      visitor.page.waitForEvent('download'),
      row
        .getByRole('button', {
          name: text('zh', 'common:fileActions.downloadNamed', { name: file.fileName }),
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${file.fileName}.pdf`);

    // Keeping it needs an account: the message, then login with the full path, then back here.
    await row
      .getByRole('button', {
        name: text('zh', 'common:favourite.addNamed', { name: file.fileName }),
      })
      .click();
    await toast(visitor.page, text('zh', 'common:notLoggedIn.operation')).waitFor();
    await visitor.page.waitForURL((url) => url.pathname === '/seuiot/portal/login');
    const redirect = new URL(visitor.page.url()).searchParams.get('redirect');
    expect(redirect).toBe(`/solutionDetail${link.search}`);
    await submitLogin(visitor.page, 'zh', DEMO);
    await waitForPath(visitor.page, `/solutionDetail${link.search}`);

    // The link names this case only: another case's files stay closed to an anonymous token.
    const anonymous = await open();
    const other = await anonymous.context.request.get(
      `/api${SOLUTION_PATHS.caseDetail.path}?id=${item.id + 1}&token=x`,
      { headers: { 'x-share-token': link.searchParams.get('token')! } },
    );
    expect(other.status()).toBe(401);
  });

  test('an expired or unknown link says so instead of opening the page', async ({ open }) => {
    const { page } = await open({ edition: 'overseas' });
    await visit(page, '/solutionDetail?id=1&token=no-such-link');
    await page
      .getByRole('heading', { level: 1, name: text('en', 'common:sharedLink.expiredTitle') })
      .waitFor();
    await page.getByRole('link', { name: text('en', 'common:sharedLink.home') }).click();
    await waitForPath(page, '/');
  });
});
