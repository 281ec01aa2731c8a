import { expect } from 'vitest';
import type { Attachment, ExpenseCategory, ExpenseClaim, MileageRate } from '../contract-types.ts';
import { type StaffMember, staffInTwoDepartments } from '../test-support/custom-roles.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import type { TestApi } from '../test-support/test-api.ts';

/**
 * What the expense tests share (issue 32): an employer paying in GHS with Expense Claim switched on,
 * a Taxi category (200.00 a claim, 300.00 a month, a receipt above 50.00), a Hotel category (a receipt
 * always, taxable), a Private car mileage rate of 2.50 and a USD table rate of 15.25 from 2026-11-01.
 * In Engineering: Kofi and Ama (employees with accounts) and Hal (expenses read for his department);
 * in Operations: Ola, with the same role for hers. Another employer's administrator reaches none of it.
 */

export type Answer<T> = {
  status: number;
  body: { returnObject: T; returnMessage?: string; error?: string; field?: string };
};

export const EXPENSE_PEOPLE = ['kofi', 'ama', 'hal', 'ola'] as const;
export type ExpensePerson = (typeof EXPENSE_PEOPLE)[number];

export interface ExpenseWorld {
  adminToken: string;
  employerId: string;
  people: Record<ExpensePerson, StaffMember>;
  taxi: ExpenseCategory;
  hotel: ExpenseCategory;
  car: MileageRate;
  otherAdminToken: string;
}

export function expenseCalls(api: TestApi) {
  const call = <T>(path: string, body: unknown, token: string) =>
    api.call(`/expenses/${path}`, body, { token }) as Promise<Answer<T>>;
  return {
    call,
    saveCategory: (token: string, body: Record<string, unknown>) =>
      call<ExpenseCategory>('save-expense-category', body, token),
    saveMileageRate: (token: string, body: Record<string, unknown>) =>
      call<MileageRate>('save-mileage-rate', body, token),
    saveExchangeRate: (token: string, body: Record<string, unknown>) =>
      call<{ id: string }>('save-exchange-rate', body, token),
    save: (token: string, body: Record<string, unknown>) =>
      call<ExpenseClaim>('save-expense-claim', body, token),
    submit: (token: string, id: string) => call<ExpenseClaim>('submit-expense-claim', { id }, token),
    get: (token: string, id: string) => call<ExpenseClaim>('get-expense-claim', { id }, token),
    remove: (token: string, id: string) => call<never>('delete-expense-claim', { id }, token),
    mine: (token: string, body: Record<string, unknown> = {}) =>
      call<{ items: { id: string; number: string; status: string }[]; total: number }>(
        'list-my-expense-claims',
        body,
        token,
      ),
    /** A receipt `token` uploads, attached to nothing yet. */
    receipt: async (token: string, bytes: Uint8Array<ArrayBuffer> = minimalPdf(), name = 'receipt.pdf') => {
      const answer = await api.call<{ returnObject: Attachment }>('/files/upload-attachment', undefined, {
        token,
        rawBody: bytes,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
      });
      expect(answer.status).toBe(200);
      return answer.body.returnObject.id;
    },
  };
}

/** Switches Module Access's Expense Claim on or off for the administrator's employer. */
export async function switchExpenses(api: TestApi, adminToken: string, enabled: boolean): Promise<void> {
  const answer = await api.call(
    '/employer/set-module-access',
    { moduleId: 'expense-claim', enabled },
    { token: adminToken },
  );
  expect(answer.status).toBe(200);
}

export async function expenseWorld(api: TestApi): Promise<ExpenseWorld> {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const token = admin.token;
  // The payroll currency, until Payroll Settings are saved, is the employer's base currency.
  await api.db.updateTable('employers').set({ base_currency: 'GHS' }).where('id', '=', employerId).execute();
  await switchExpenses(api, token, true);
  const { people } = await staffInTwoDepartments(
    api,
    { token, employerId },
    {
      people: EXPENSE_PEOPLE,
      inOperations: ['ola'],
      withRole: ['hal', 'ola'],
      roleName: (person) => `Expense reader (${person})`,
      grid: { expenses: { read: 'department' } },
    },
  );
  const calls = expenseCalls(api);
  const taxi = await calls.saveCategory(token, {
    code: 'TAXI',
    description: 'Taxi',
    limitPerClaim: '200.00',
    limitPerMonth: '300.00',
    receiptRequiredAbove: '50.00',
  });
  const hotel = await calls.saveCategory(token, {
    code: 'HOTEL',
    description: 'Hotel',
    taxable: true,
    receiptRequiredAbove: '0',
  });
  const car = await calls.saveMileageRate(token, { vehicleType: 'Private car', ratePerKm: '2.5' });
  const usd = await calls.saveExchangeRate(token, {
    currency: 'USD',
    rate: '15.25',
    effectiveFrom: '2026-11-01',
  });
  for (const answer of [taxi, hotel, car, usd]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  // Another employer with the module on: its administrator gets 404s, never the switch's 403.
  const other = await api.newAdministrator();
  await switchExpenses(api, other.token, true);
  return {
    adminToken: token,
    employerId,
    people,
    taxi: taxi.body.returnObject,
    hotel: hotel.body.returnObject,
    car: car.body.returnObject,
    otherAdminToken: other.token,
  };
}

/** An amount line of the Taxi category in GHS, as save-expense-claim takes it. */
export function taxiLine(world: ExpenseWorld, amount: string, extra: Record<string, unknown> = {}) {
  return {
    date: '2026-11-12',
    categoryId: world.taxi.id,
    description: 'Taxi to the client',
    kind: 'amount',
    amount,
    currency: 'GHS',
    ...extra,
  };
}

/** A draft of `token`'s with the lines given, and its answer. */
export async function savedDraft(
  api: TestApi,
  token: string,
  lines: readonly object[],
  title = 'Client visit',
) {
  const answer = await expenseCalls(api).save(token, { title, lines });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

/** A claim of `token`'s submitted with the lines given (each must pass the rules). */
export async function submittedClaim(api: TestApi, token: string, lines: readonly object[]) {
  const draft = await savedDraft(api, token, lines);
  const answer = await expenseCalls(api).submit(token, draft.id);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}
