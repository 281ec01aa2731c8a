import { expect, test } from '@playwright/test';
import { addDays, iso, SAVED, today } from './leave-support.ts';
import { paidInCash } from './payroll-support.ts';
import {
  accessTokenFor,
  PDF,
  signedUpAdministrator,
  signInAsEmployee,
  staffMemberWithLineManager,
} from './support.ts';

// Issue 32's journey: Esi claims a taxi in GHS with its receipt and a hotel in USD at a rate she types
// on My Claims and submits; Mansa, her line manager, approves the taxi as claimed and lowers the hotel
// with a reason on Approvals; the administrator's next pay run pays the approved amount on Esi's payslip
// as "Expense claim EC-0001", explained; the claim reads Paid on My Claims. Set-up (module switch,
// categories, the expense workflow, salary, processing the run) goes through the API.

const TITLE = 'Accra client visit';
const asAdmin = (token: string) => ({ authorization: `Bearer ${token}` });

test('expense claims: a taxi with a receipt and a hotel in USD, the line manager lowers the hotel with a reason, the next pay run pays the claim on the payslip, and it reads Paid', async ({
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await signedUpAdministrator(request, 'expenses-admin');
  const headers = asAdmin(admin.token);
  const { manager: mansa, employee: esi } = await staffMemberWithLineManager(request, admin.token);
  const settings = await request.post('/api/payroll/update-payroll-settings', {
    headers,
    data: { currency: 'GHS' },
  });
  expect(settings.status()).toBe(200);
  const periodStart = new Date(Date.UTC(today().getUTCFullYear(), today().getUTCMonth(), 1));
  await paidInCash(request, admin.token, esi.id, '4000.00', addDays(periodStart, -31));

  const switched = await request.post('/api/employer/set-module-access', {
    headers,
    data: { moduleId: 'expense-claim', enabled: true },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  for (const category of [
    { code: 'TAXI', description: 'Taxi', taxable: false, receiptRequiredAbove: '0', active: true },
    { code: 'HOTEL', description: 'Hotel', taxable: false, active: true },
  ]) {
    const saved = await request.post('/api/expenses/save-expense-category', { headers, data: category });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const workflow = await request.post('/api/approvals/create-workflow', {
    headers,
    data: {
      code: 'EXP',
      name: 'Line manager decides',
      kind: 'expense',
      steps: [{ approver: 'line-manager' }],
      isDefault: true,
    },
  });
  expect(workflow.status(), await workflow.text()).toBe(200);

  // Esi's claim, through My Claims: the taxi with its receipt, the hotel in USD at 15.25.
  const esiDesk = await signInAsEmployee(browser, esi.email);
  const esiPage = esiDesk.page;
  await esiPage.goto('/expenses/my-claims');
  await expect(esiPage.getByRole('heading', { level: 1, name: 'My Claims' })).toBeVisible();
  await esiPage.getByRole('button', { name: 'New claim' }).first().click();
  await esiPage.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const taxi = esiPage.getByRole('listitem', { name: 'Line 1' });
  await taxi.getByRole('button', { name: /Category/ }).click();
  await esiPage.getByRole('option', { name: 'Taxi (TAXI)' }).click();
  await taxi.getByRole('textbox', { name: 'Description' }).fill('Airport to office');
  await taxi.getByRole('textbox', { name: 'Amount' }).fill('250');
  await taxi
    .locator('input[type="file"]')
    .setInputFiles({ name: 'taxi-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(taxi.getByRole('button', { name: 'Remove taxi-receipt.pdf' })).toBeVisible(SAVED);

  await esiPage.getByRole('button', { name: 'Add a line' }).press('Enter');
  const hotel = esiPage.getByRole('listitem', { name: 'Line 2' });
  await hotel.getByRole('button', { name: /Category/ }).click();
  await esiPage.getByRole('option', { name: 'Hotel (HOTEL)' }).click();
  await hotel.getByRole('textbox', { name: 'Description' }).fill('Two nights in Accra');
  await hotel.getByRole('textbox', { name: 'Amount' }).fill('120');
  const currency = hotel.getByRole('combobox', { name: 'Currency' });
  await currency.clear();
  await currency.pressSequentially('USD');
  await expect(esiPage.getByRole('option', { name: 'USD – US Dollar' })).toBeVisible();
  await currency.press('ArrowDown');
  await currency.press('Enter');
  await expect(currency).toHaveValue(/^USD/);
  await hotel.getByRole('textbox', { name: 'Exchange rate (GHS per 1 USD)' }).fill('15.25');
  await expect(hotel.getByText('In GHS: GHS 1,830.00 (USD 120.00 × 15.25 = GHS 1,830.00)')).toBeVisible();
  await expect(esiPage.getByText('Total: GHS 2,080.00')).toBeVisible();
  await esiPage.getByRole('button', { name: 'Submit' }).press('Enter');
  await expect(esiPage.getByText('EC-0001 submitted for approval.')).toBeVisible(SAVED);

  // Mansa approves the taxi as claimed and lowers the hotel, with her reason.
  const mansaDesk = await signInAsEmployee(browser, mansa.email);
  const mansaPage = mansaDesk.page;
  await mansaPage.goto('/expenses/approvals');
  await mansaPage.getByRole('grid', { name: 'Expense Approvals' }).getByText(TITLE).click();
  const claim = mansaPage.getByRole('region', { name: `EC-0001 ${TITLE}` });
  await expect(claim.getByRole('textbox', { name: 'Approve line 1: taxi at (GHS)' })).toHaveValue('250.00');
  const hotelAmount = claim.getByRole('textbox', { name: 'Approve line 2: hotel at (GHS)' });
  await expect(hotelAmount).toHaveValue('1830.00');
  await hotelAmount.fill('1525.00');
  await claim
    .getByRole('textbox', { name: 'Reason for line 2: hotel' })
    .fill('Policy allows USD 100 a night.');
  await claim.getByRole('button', { name: 'Approve EC-0001' }).press('Enter');
  await expect(mansaPage.getByRole('status').filter({ hasText: 'EC-0001 approved.' })).toBeVisible(SAVED);
  expect(mansaDesk.refusals).toEqual([]);
  await mansaDesk.context.close();

  // The administrator's next pay run, made final: it pays the claim, explained on Esi's payslip.
  const run = await request.post('/api/payroll/process-pay-run', {
    headers,
    data: {
      payPeriod: 'Monthly',
      periodStart: iso(periodStart),
      payDate: iso(addDays(periodStart, 27)),
      processAsDraft: false,
      offCycle: false,
      selection: { scope: 'all', ids: [] },
    },
  });
  expect(run.status(), await run.text()).toBe(200);
  const runId = (await run.json()).returnObject.id as string;
  await expect
    .poll(async () => {
      const answer = await request.post('/api/payroll/get-pay-run', { headers, data: { id: runId } });
      return (await answer.json()).returnObject.status;
    }, SAVED)
    .toBe('Final');
  const esiHeaders = asAdmin(await accessTokenFor(request, esi.email));
  const mine = await request.post('/api/payroll/list-my-payslips', { headers: esiHeaders, data: {} });
  expect(mine.status(), await mine.text()).toBe(200);
  const [payslipSummary] = (await mine.json()).returnObject as { id: string }[];
  const payslip = await request.post('/api/payroll/get-payslip', {
    headers: esiHeaders,
    data: { id: payslipSummary?.id },
  });
  expect(payslip.status(), await payslip.text()).toBe(200);
  const lines = (await payslip.json()).returnObject.lines as {
    label: string;
    amount: string;
    explanation: string;
  }[];
  const reimbursement = lines.find((line) => line.label === 'Expense claim EC-0001');
  expect(reimbursement?.amount).toBe('1775.00');
  expect(reimbursement?.explanation).toMatch(
    /^Expense claim EC-0001 approved \d{1,2} [A-Z][a-z]{2}: 2 lines/,
  );

  // Esi's claim reads Paid.
  await esiPage.goto('/expenses/my-claims');
  const row = esiPage.getByRole('row', { name: new RegExp(`EC-0001.*${TITLE}`) });
  await expect(row).toContainText('Paid', SAVED);
  await expect(row).toContainText('1,775.00');
  expect(esiDesk.refusals).toEqual([]);
  await esiDesk.context.close();
});
