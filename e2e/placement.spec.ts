import { expect, test } from '@playwright/test';
import { iso, openMenuGroup, typeDate } from './leave-support.ts';
import {
  createEmployee,
  createKofi,
  signedUpAdministrator,
  signInAsAdministrator,
  uniqueEmail,
  watchForRefusals,
} from './support.ts';

/** The first day of next month, when the promotion takes effect. */
function firstOfNextMonth(): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
}

test('an administrator records a promotion dated next month, sees it scheduled, reads the organisation chart and puts Kofi on a fixed term', async ({
  page,
  request,
}) => {
  const { email, token } = await signedUpAdministrator(request, 'placement');
  const auth = { authorization: `Bearer ${token}` };
  const position = await request.post('/api/employer/create-job-position', {
    headers: auth,
    data: { code: 'SACC', name: 'Senior Accountant', active: true },
  });
  expect(position.status()).toBe(200);
  const kofi = await createKofi(request, token);
  const ama = await createEmployee(request, token, {
    employeeNo: 'E-0002',
    firstName: 'Ama',
    lastName: 'Mensah',
    email: uniqueEmail('ama'),
    ninId: 'GHA-0002',
  });
  // Ama has reported to Kofi since she was added (her first placement, corrected on its own day).
  const hired = await request.post('/api/placements/record-placement', {
    headers: auth,
    data: { employeeId: ama, effectiveDate: iso(new Date()), kind: 'Hire', lineManagerId: kofi },
  });
  expect(hired.status()).toBe(200);

  const refusals: string[] = [];
  watchForRefusals(page, refusals);
  await signInAsAdministrator(page, email);
  const menu = page.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(menu, 'Employee Management');
  await menu.getByRole('link', { name: 'Placement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Placement' })).toBeVisible();

  await page.getByRole('button', { name: 'Record placement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record placement' });
  await dialog.getByRole('combobox', { name: 'Employee' }).pressSequentially('Ama');
  await page.getByRole('option', { name: 'Ama Mensah' }).click();
  await typeDate(page, dialog.getByRole('group', { name: 'Effective date' }), firstOfNextMonth());
  await dialog.getByRole('button', { name: /Move$/ }).click();
  await page.getByRole('option', { name: 'Promotion' }).click();
  await dialog.getByRole('button', { name: /Job Position$/ }).click();
  await page.getByRole('option', { name: 'Senior Accountant' }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Took over the payroll team');
  await dialog.getByRole('button', { name: 'Record placement' }).click();
  await expect(dialog).toBeHidden();

  // The promotion waits for its day; her line manager is still Kofi's, kept from the placement in effect.
  const promotion = page.getByRole('row', { name: /Promotion/ });
  await expect(promotion).toContainText('Ama Mensah');
  await expect(promotion).toContainText('Scheduled');
  await expect(promotion).toContainText('Senior Accountant');

  await page.getByRole('button', { name: 'Organisation chart' }).click();
  await expect(page).toHaveURL(/\/management\/org-chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation chart' })).toBeVisible();
  const kofiCard = page.getByRole('listitem').filter({ hasText: 'Kofi Boateng' }).first();
  await expect(kofiCard).toContainText('Ama Mensah');

  // Employment Terms: Kofi on a fixed-term contract ending in 20 days.
  await openMenuGroup(menu, 'Employee Management');
  await menu.getByRole('link', { name: 'Employment Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employment Terms' })).toBeVisible();
  await page.getByText('Kofi Boateng (E-0001)').click();
  const terms = page.getByRole('dialog', { name: 'Record terms: Kofi Boateng' });
  await typeDate(page, terms.getByRole('group', { name: 'Effective date' }), new Date());
  await terms.getByRole('button', { name: /Contract type$/ }).click();
  await page.getByRole('option', { name: 'Fixed term' }).click();
  // Added by quick entry without a start date, Kofi's contract starts today.
  await typeDate(page, terms.getByRole('group', { name: 'Start date' }), new Date());
  await typeDate(
    page,
    terms.getByRole('group', { name: 'End date' }),
    new Date(Date.now() + 20 * 86_400_000),
  );
  await terms.getByRole('button', { name: 'Record terms' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Kofi Boateng’s terms recorded.' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Kofi Boateng/ })).toContainText('Fixed term');
  expect(refusals).toEqual([]);
});
