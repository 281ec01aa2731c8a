import { expect, test } from '@playwright/test';

test.describe('the app shell as npm start serves it', () => {
  test('shows the menu of the specification and marks unbuilt areas as not yet available', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home · HR Payroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to HR Payroll' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Payroll' }).click();
    await expect(menu.getByText('Process', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Process', exact: true })).toHaveCount(0);
  });

  test('remembers the dark theme across a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color-mode', 'light');
    // The switch's input is visually hidden under its track, so drive it as a keyboard user does.
    await page.getByRole('switch', { name: 'Dark theme' }).focus();
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  });

  test('an unknown path shows Not Found, and its link goes home without a reload', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Not Found · HR Payroll');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to HR Payroll' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});
