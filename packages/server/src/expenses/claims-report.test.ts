import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExpenseClaimsReportFigures, ExpenseClaimsReportRow } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { expenseCalls } from './claim-test-support.ts';

/**
 * The Claims Report (issue 32, Build item 5): Kofi (Operations) and Esi (no department) claim in
 * October and November; one claim is approved lower, one rejected, one still a draft (never counted).
 * Lines count by their own date, so a claim whose lines straddle the span is counted for the lines
 * inside it.
 */

let api: TestApi;
let calls: ReturnType<typeof expenseCalls>;
let adminToken: string;
let taxi: string;
let hotel: string;

type Report = { rows: ExpenseClaimsReportRow[]; totals: ExpenseClaimsReportFigures };

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  calls = expenseCalls(api);
  const { employerId, ...admin } = await calls.employer();
  adminToken = admin.adminToken;
  const operations = await calls.ok<{ id: string }>(
    '/employer/create-department',
    { code: 'OPS', name: 'Operations' },
    adminToken,
  );
  const claimant = async (firstName: string, department: string | null) => {
    const record = await api.addEmployee(adminToken, { firstName, lastName: 'Mensah', department });
    return (await api.newEmployeeUser(employerId, record.id)).token;
  };
  const kofi = await claimant('Kofi', operations.id);
  const esi = await claimant('Esi', null);
  taxi = await calls.category(adminToken, 'TAXI', { description: 'Taxi' });
  // A description a spreadsheet would run as a formula, exported as text.
  hotel = await calls.category(adminToken, 'HOTEL', { description: '=Hotel', taxable: true });

  const approved = await calls.submitted(kofi, [
    { categoryId: taxi, amount: '100.00', date: '2026-10-30' },
    { categoryId: hotel, amount: '300.00', date: '2026-11-02' },
  ]);
  await calls.decide(adminToken, {
    id: approved.id,
    decision: 'approve',
    lines: [{ lineId: approved.lines[1]?.id, approvedAmount: '250.00', reason: 'Room rate cap' }],
  });
  const rejected = await calls.submitted(esi, [{ categoryId: taxi, amount: '40.00', date: '2026-11-10' }]);
  await calls.decide(adminToken, { id: rejected.id, decision: 'reject', comment: 'Personal' });
  await calls.submitted(esi, [{ categoryId: taxi, amount: '15.00', date: '2026-11-20' }]);
  await calls.ok(
    '/expenses/save-expense-claim',
    {
      title: 'Draft',
      lines: [
        {
          date: '2026-11-21',
          categoryId: taxi,
          description: 'Not yet sent',
          kind: 'amount',
          amount: '999.00',
          currency: 'GHS',
          receiptIds: [],
        },
      ],
    },
    esi,
  );
});
afterAll(() => api.close());

const report = (body: Record<string, unknown>) =>
  calls.ok<Report>('/expenses/expense-claims-report', body, adminToken);
const figures = (rows: readonly ExpenseClaimsReportRow[]) =>
  rows.map(({ label, claims, lines, claimed, approved, paid }) => [
    label,
    claims,
    lines,
    claimed,
    approved,
    paid,
  ]);

describe('October and November', () => {
  const span = { from: '2026-10-01', to: '2026-11-30' };

  test('by category: claimed counts rejected claims too, approved only approved ones, drafts never', async () => {
    const answer = await report({ ...span, groupBy: 'category' });
    expect(figures(answer.rows)).toEqual([
      ['=Hotel', 1, 1, '300.00', '250.00', '0.00'],
      ['Taxi', 3, 3, '155.00', '100.00', '0.00'],
    ]);
    expect(answer.totals).toEqual({
      claims: 3,
      lines: 4,
      claimed: '455.00',
      approved: '350.00',
      paid: '0.00',
    });
  });

  test('by department and by month', async () => {
    expect(figures((await report({ ...span, groupBy: 'department' })).rows)).toEqual([
      ['No department', 2, 2, '55.00', '0.00', '0.00'],
      ['Operations', 1, 2, '400.00', '350.00', '0.00'],
    ]);
    const months = await report({ ...span, groupBy: 'month' });
    expect(months.rows.map((row) => row.key)).toEqual(['2026-10', '2026-11']);
    expect(figures(months.rows)).toEqual([
      ['October 2026', 1, 1, '100.00', '100.00', '0.00'],
      ['November 2026', 3, 3, '355.00', '250.00', '0.00'],
    ]);
  });
});

test('the span is on the line’s date, and must not run backwards', async () => {
  const november = await report({ from: '2026-11-01', to: '2026-11-30', groupBy: 'category' });
  expect(november.totals).toMatchObject({ claims: 3, lines: 3, claimed: '355.00' });
  const backwards = await api.call(
    '/expenses/expense-claims-report',
    { from: '2026-11-30', to: '2026-11-01', groupBy: 'month' },
    { token: adminToken },
  );
  expect(backwards.status).toBe(400);
  expect(backwards.body).toMatchObject({ field: 'to' });
});

test('the CSV has the same rows and the totals, with formula-like text made safe', async () => {
  const answer = await api.call<string>(
    '/expenses/export-expense-claims-report',
    { from: '2026-10-01', to: '2026-11-30', groupBy: 'category' },
    { token: adminToken },
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toContain(
    'expense-claims-by-category-2026-10-01-2026-11-30.csv',
  );
  expect(answer.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
    'Category,Claims,Lines,Claimed,Approved,Paid',
    `"'=Hotel",1,1,300.00,250.00,0.00`,
    'Taxi,3,3,155.00,100.00,0.00',
    'Total,3,4,455.00,350.00,0.00',
    '',
  ]);
});
