import { expect } from 'vitest';
import type { ExpenseCategory, ExpenseClaim } from '../contract-types.ts';
import { saveSettings } from '../payroll/setup/payroll-fixtures.ts';
import type { Answer } from '../payroll/setup/payroll-test-support.ts';
import type { TestApi } from '../test-support/test-api.ts';

/**
 * What the approval, payment and report tests share (issue 32): the module switched on, categories,
 * and a claim of an employee's own saved and submitted through the API, as its claimant would.
 */

export function expenseCalls(api: TestApi) {
  async function ok<T>(path: string, body: unknown, token: string): Promise<T> {
    const answer = await api.call<Answer<T>>(path, body, { token });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.returnObject;
  }

  async function switchOn(adminToken: string): Promise<void> {
    await ok('/employer/set-module-access', { moduleId: 'expense-claim', enabled: true }, adminToken);
  }

  /** A new employer paying in GHS with the module on: its administrator's token and its id. */
  async function employer(): Promise<{ adminToken: string; employerId: string }> {
    const admin = await api.newAdministrator();
    const { employerId } = admin.session.user;
    await saveSettings(api.db, employerId, { currency: 'GHS' });
    await switchOn(admin.token);
    return { adminToken: admin.token, employerId };
  }

  async function category(
    adminToken: string,
    code: string,
    options: { taxable?: boolean; description?: string } = {},
  ): Promise<string> {
    const saved = await ok<ExpenseCategory>(
      '/expenses/save-expense-category',
      {
        code,
        description: options.description ?? code,
        taxable: options.taxable ?? false,
        active: true,
      },
      adminToken,
    );
    return saved.id;
  }

  /** A claim of the token's own employee, saved and submitted: lines of `amount` in the payroll currency. */
  async function submitted(
    claimantToken: string,
    lines: readonly { categoryId: string; amount: string; date?: string; description?: string }[],
    title = 'Client visit',
  ): Promise<ExpenseClaim> {
    const draft = await ok<ExpenseClaim>(
      '/expenses/save-expense-claim',
      {
        title,
        lines: lines.map((line) => ({
          date: line.date ?? '2026-11-12',
          categoryId: line.categoryId,
          description: line.description ?? 'Taxi to the client',
          kind: 'amount',
          amount: line.amount,
          currency: 'GHS',
          receiptIds: [],
        })),
      },
      claimantToken,
    );
    return ok<ExpenseClaim>('/expenses/submit-expense-claim', { id: draft.id }, claimantToken);
  }

  const decide = (token: string, body: Record<string, unknown>) =>
    api.call<Answer<ExpenseClaim>>('/expenses/decide-expense-claim', body, { token });

  const claim = (token: string, id: string) => ok<ExpenseClaim>('/expenses/get-expense-claim', { id }, token);

  return { ok, switchOn, employer, category, submitted, decide, claim };
}

/** The bell's notices of a user about expense claims, oldest first. */
export async function claimNotices(api: TestApi, userId: string): Promise<string[]> {
  const rows = await api.db
    .selectFrom('notifications')
    .select('title')
    .where('recipient_user_id', '=', userId)
    .where('kind', '=', 'expense-claim')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.title);
}
