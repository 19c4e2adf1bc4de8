import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A form field's combobox by its label. antd names a required field '* Label', so the mark is
 * optional here.
 */
export function combobox(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('combobox', { name: new RegExp(`^\\*?\\s*${escaped}$`) });
}

/**
 * Opens an antd Select and answers its own dropdown: the one holding the list its combobox
 * controls. A page may hold other dropdowns still fading out after they closed; matching
 * "any visible dropdown" picks those under load.
 */
export async function openOptions(page: Page, box: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const list = await box.getAttribute('aria-controls');
  expect(list, 'an open antd Select names the list it controls').toBeTruthy();
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
}

/** The element of an antd (6) single select that holds the picked option's title. */
const SELECTED = 'xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select-content ")][1]';

/**
 * Picks an option of an antd Select. `option` is an option's exact title, a pattern of its text,
 * or 'first'. With `search`, types it first (long lists are virtual: only what is near shows).
 * A single select is picked again until it closes: a click landing while its dialog or dropdown is
 * still moving into place picks nothing.
 */
export async function choose(page: Page, field: string | Locator, option: string | RegExp | 'first', search?: string) {
  const box = typeof field === 'string' ? combobox(page, field) : field;
  await box.waitFor();
  const multiple =
    (await box.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select-multiple ")]').count()) > 0;
  await expect(async () => {
    const dropdown = await openOptions(page, box);
    if (search !== undefined) await box.fill(search);
    const item =
      option === 'first'
        ? dropdown.locator('.ant-select-item-option').first()
        : typeof option === 'string'
          ? dropdown.getByTitle(option, { exact: true })
          : dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
    await item.click({ timeout: 10_000 });
    if (multiple) return;
    await expect(box).toHaveAttribute('aria-expanded', 'false', { timeout: 3_000 });
    // Under load a click can land on the option the list showed before the search filtered it:
    // the select then keeps its old value, so the pick counts only once the field shows the option.
    // (A select whose options are not plain text shows no title: nothing to compare there.)
    const shown = box.locator(SELECTED);
    if (typeof option === 'string' && option !== 'first' && (await shown.getAttribute('title')) !== null)
      await expect(shown).toHaveAttribute('title', option, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}
