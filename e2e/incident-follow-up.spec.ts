import { expect, test } from '@playwright/test';
import {
  accessTokenFor,
  signedUpAdministrator,
  signInAsEmployee,
  staffMemberWithAccount,
} from './support.ts';

/** A few days before today, so the incident is never in the employer's future whatever its time zone. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * An employee reports an incident anonymously (through the API); the employee it is about finds it on
 * their dashboard; the reporter, signed out, follows it up with the code and withdraws it.
 */
test('an anonymous report: on its subject’s dashboard, then followed up and withdrawn with its code', async ({
  browser,
  page,
  request,
}) => {
  const admin = await signedUpAdministrator(request, 'incidents');
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const category = await request.post('/api/incidents/create-incident-category', {
    headers: asAdmin,
    data: { code: 'MIS', description: 'Misconduct', isActive: true, color: '#F50000' },
  });
  expect(category.status()).toBe(200);
  const type = await request.post('/api/incidents/create-incident-type', {
    headers: asAdmin,
    data: {
      code: 'LATE',
      description: 'Persistent lateness',
      categoryId: (await category.json()).returnObject.id,
      rule: 'Staff handbook 4.2: arrive by the start of the shift.',
      defaultSeverity: 'Minor',
      isActive: true,
    },
  });
  expect(type.status()).toBe(200);
  const kofi = await staffMemberWithAccount(request, admin.token, 1, 'Kofi', 'Boateng');
  const ama = await staffMemberWithAccount(request, admin.token, 2, 'Ama', 'Mensah');

  const reported = await request.post('/api/incidents/report-incident-case', {
    headers: { authorization: `Bearer ${await accessTokenFor(request, ama.email)}` },
    data: {
      typeId: (await type.json()).returnObject.id,
      occurredFrom: daysAgo(3),
      occurredTo: daysAgo(3),
      summary: 'Late for the morning shift three days running.',
      subjectIds: [kofi.id],
      anonymous: true,
    },
  });
  expect(reported.status()).toBe(200);
  const { case: incident, followUpCode } = (await reported.json()).returnObject;
  expect(followUpCode).toEqual(expect.any(String));

  const subject = await signInAsEmployee(browser, kofi.email);
  const panel = subject.page.getByRole('region', { name: 'Incidents' });
  const row = panel.getByRole('listitem');
  await expect(row).toContainText('Reported');
  await expect(row).toContainText('About you');
  await row.getByRole('button', { name: incident.code }).click();
  await expect(subject.page).toHaveURL(
    new RegExp(`/incident/incident-management\\?case=${encodeURIComponent(incident.id)}$`),
  );
  expect(subject.refusals).toEqual([]);
  await subject.context.close();

  // Signed out: the follow-up page needs nothing but the code.
  await page.goto('/incident-follow-up');
  await page.getByRole('textbox', { name: /Follow-up code/ }).fill(followUpCode);
  await page.getByRole('button', { name: 'Find my report' }).click();
  await expect(page.getByText(`Report ${incident.code}: Reported.`)).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw the report' }).click();
  await expect(page.getByText(/Your report is withdrawn/)).toBeVisible();

  await page.getByRole('button', { name: 'Find my report' }).click();
  await expect(page.getByText(`Report ${incident.code}: Closed.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw the report' })).toBeHidden();
});
