import { expect, test } from '@playwright/test';
import { mockAppURL } from '../playwright.config.ts';

test('the sign-in screen works against the Prism mock of the contract', async ({ page }) => {
  // The dev server compiles modules on first request, so the first load is slower than a built app.
  test.setTimeout(120_000);
  await page.goto(`${mockAppURL}/login`);
  await page.getByLabel('Username').fill('ada@example.com');
  await page.getByLabel('Enter Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${mockAppURL}/dashboard`);
  // The figures are the contract's example answer, as Prism serves it.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('42', { exact: true })).toBeVisible();
});
