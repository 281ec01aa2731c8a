import { expect, type Page, test } from '@playwright/test';
import { addDays, iso, openMenuGroup, SAVED, today, toggle, typeDate } from './leave-support.ts';
import {
  createEmployeeWithAccount,
  signedUpAdministrator,
  signInAsEmployee,
  uniqueEmail,
} from './support.ts';

// Issue 28's journey: Efua, an HR officer (a custom role over every employee's record, and the named
// approver of the employer's default workflow), records Ama's promotion dated next month, then adds a
// First aid course whose certificate for Ama expires in ten days and sees the reminder in her bell.
// Ama asks for a salary certificate on Request; Efua approves it; Ama downloads the PDF. (The last
// part of the journey, an administrator switching two-factor on and signing in with it, is
// e2e/two-factor.spec.ts.)

function firstOfNextMonth(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

async function openEmployeeManagement(page: Page, entry: string, heading = entry) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(menu, 'Employee Management');
  await menu.getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an HR officer records a promotion and a certificate expiring soon and is reminded; an employee asks for a salary certificate, the officer approves, the employee downloads it', async ({
  request,
  browser,
}) => {
  // Two people at two desks through four pages: more than the default on a busy 2-core machine.
  test.setTimeout(180_000);
  const { token } = await signedUpAdministrator(request, 'people-admin');
  const auth = { authorization: `Bearer ${token}` };
  const efuaEmail = uniqueEmail('people-efua');
  const amaEmail = uniqueEmail('people-ama');
  const efua = await createEmployeeWithAccount(request, token, {
    employeeNo: 'E-0001',
    firstName: 'Efua',
    lastName: 'Owusu',
    email: efuaEmail,
    ninId: 'GHA-0001',
  });
  await createEmployeeWithAccount(request, token, {
    employeeNo: 'E-0002',
    firstName: 'Ama',
    lastName: 'Mensah',
    email: amaEmail,
    ninId: 'GHA-0002',
  });
  const position = await request.post('/api/employer/create-job-position', {
    headers: auth,
    data: { code: 'SACC', name: 'Senior Accountant', active: true },
  });
  expect(position.status()).toBe(200);
  // Efua's role and her place as the approver of everyone's requests, set up as an administrator would.
  const role = await request.post('/api/roles/create-role', {
    headers: auth,
    data: { name: 'HR Officer', grid: { employees: { read: 'employer', update: 'employer' } } },
  });
  expect(role.status(), await role.text()).toBe(200);
  const accounts = await request.post('/api/roles/list-role-accounts', {
    headers: auth,
    data: { term: efuaEmail },
  });
  const [efuaAccount] = (await accounts.json()).returnObject.accounts as { userId: string }[];
  const held = await request.post('/api/roles/set-account-roles', {
    headers: auth,
    data: { userId: efuaAccount?.userId, roleIds: [(await role.json()).returnObject.id] },
  });
  expect(held.status(), await held.text()).toBe(200);
  const workflow = await request.post('/api/approvals/create-workflow', {
    headers: auth,
    data: {
      code: 'HR',
      name: 'HR officer decides',
      steps: [{ approver: 'named-employee', employeeId: efua }],
      isDefault: true,
    },
  });
  expect(workflow.status(), await workflow.text()).toBe(200);

  // Efua records Ama's promotion, dated the first of next month: it waits for its day.
  const officer = await signInAsEmployee(browser, efuaEmail);
  const page = officer.page;
  await openEmployeeManagement(page, 'Placement');
  await page.getByRole('button', { name: 'Record placement' }).click();
  const placement = page.getByRole('dialog', { name: 'Record placement' });
  await placement.getByRole('combobox', { name: 'Employee' }).pressSequentially('Ama');
  await page.getByRole('option', { name: 'Ama Mensah' }).click();
  await typeDate(page, placement.getByRole('group', { name: 'Effective date' }), firstOfNextMonth());
  await placement.getByRole('button', { name: /Move$/ }).click();
  await page.getByRole('option', { name: 'Promotion' }).click();
  await placement.getByRole('button', { name: /Job Position$/ }).click();
  await page.getByRole('option', { name: 'Senior Accountant' }).click();
  await placement.getByRole('button', { name: 'Record placement' }).click();
  await expect(placement).toBeHidden(SAVED);
  const promotion = page.getByRole('row', { name: /Promotion/ });
  await expect(promotion).toContainText('Ama Mensah');
  await expect(promotion).toContainText('Scheduled');

  // A First aid course Ama attended; her certificate expires in ten days.
  await openEmployeeManagement(page, 'Training');
  await page.getByRole('button', { name: 'Add course' }).click();
  const course = page.getByRole('dialog', { name: 'Add course' });
  await course.getByRole('textbox', { name: /^Title/ }).fill('First aid');
  await typeDate(page, course.getByRole('group', { name: 'Start date' }), addDays(today(), -30));
  await course.getByRole('searchbox', { name: 'Find people' }).fill('Ama');
  await toggle(page, course.getByRole('checkbox', { name: 'Ama Mensah (E-0002)' }));
  await expect(course.getByText('1 of 500 at most chosen')).toBeVisible();
  await course.getByRole('button', { name: 'Save' }).click();
  await expect(course).toBeHidden(SAVED);
  await page.getByRole('tab', { name: 'Attendees' }).click();
  await page.getByRole('tabpanel').getByText('Ama Mensah').first().click();
  const result = page.getByRole('dialog', { name: 'Ama Mensah: First aid' });
  await toggle(page, result.getByRole('checkbox', { name: 'Completed the course' }));
  await typeDate(page, result.getByRole('group', { name: 'Completed on' }), addDays(today(), -28));
  const expiry = addDays(today(), 10);
  await typeDate(page, result.getByRole('group', { name: 'Certificate expires on' }), expiry);
  await result.getByRole('button', { name: 'Save result' }).click();
  await expect(result).toBeHidden(SAVED);

  // The reminder is told at once (already inside the notice window), in Efua's bell.
  const reminder = `Ama Mensah’s First aid certificate expires on ${iso(expiry)}`;
  // Each try reloads the page, which on a loaded machine takes seconds before the bell is there.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click({ timeout: 10_000 });
    await expect(page.getByRole('menuitem', { name: reminder })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('menuitem', { name: reminder }).click();
  await expect(page).toHaveURL(/\/management\/training$/);

  // Ama asks for a salary certificate.
  const employee = await signInAsEmployee(browser, amaEmail);
  await employee.page.goto('/management/request');
  await expect(employee.page.getByRole('heading', { level: 1, name: 'Request' })).toBeVisible();
  await employee.page.getByRole('button', { name: 'New request' }).click();
  const ask = employee.page.getByRole('dialog', { name: 'New request' });
  await toggle(employee.page, ask.getByRole('radio', { name: 'Letter' }));
  await ask.getByRole('button', { name: /Letter$/ }).click();
  await employee.page.getByRole('option', { name: 'Salary certificate' }).click();
  await ask.getByRole('textbox', { name: 'Reason' }).fill('For my rent');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden(SAVED);
  await expect(employee.page.getByRole('list', { name: 'My requests' })).toContainText(
    'Waiting for Efua Owusu',
  );

  // Efua approves it.
  await openEmployeeManagement(page, 'Request');
  const waiting = page.getByRole('list', { name: 'Waiting for your decision' });
  await waiting.getByRole('button', { name: 'Approve: Ama Mensah, Salary certificate' }).click();
  await expect(waiting.getByRole('button', { name: 'Approve: Ama Mensah, Salary certificate' })).toBeHidden(
    SAVED,
  );

  // Ama downloads the letter.
  await employee.page.reload();
  const download = employee.page.waitForEvent('download');
  await employee.page
    .getByRole('list', { name: 'My requests' })
    .getByRole('button', { name: 'Download PDF: Salary certificate' })
    .click();
  const letter = await download;
  expect(letter.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await letter.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  expect(officer.refusals).toEqual([]);
  expect(employee.refusals).toEqual([]);
  await officer.context.close();
  await employee.context.close();
});
