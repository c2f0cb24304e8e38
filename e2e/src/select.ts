import type { Page } from 'playwright-core';

/**
 * Picks an option of an antd Select found by its accessible name: opens it, types `search` to
 * filter (the selects of the catalogue are searchable) and clicks the option whose text contains
 * `option`.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  search: string = option,
): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}
