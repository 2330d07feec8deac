import { expect, type Page } from '@playwright/test';

/**
 * Types in an admin list's search box and waits until the list applies it (after its pause: mf-admin/src/lib/admin-list.tsx).
 * A click on a result before then can be undone by the search landing while the next page renders, a known race of
 * the admin lists (see the session notes): staff would find themselves back on the filtered list.
 */
export async function searchAdminList(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}
