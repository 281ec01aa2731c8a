import { expect } from 'vitest';
import type { TestApi } from '../../test-support/test-api.ts';

/** What the payroll set-up tests share: an administrator of a new employer, and calls that must succeed. */

export type Answer<T> = { returnObject: T; returnMessage?: string; error?: string; field?: string };

export async function payrollEmployer(api: TestApi) {
  const admin = await api.newAdministrator();
  const employee = await api.addEmployee(admin.token);
  const { employer_id: employerId } = await api.db
    .selectFrom('employees')
    .select('employer_id')
    .where('id', '=', employee.id)
    .executeTakeFirstOrThrow();
  return { token: admin.token, employerId, employeeId: employee.id };
}

export async function succeeded<T>(api: TestApi, path: string, body: unknown, token: string): Promise<T> {
  const answer = await api.call<Answer<T>>(path, body, { token });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return (answer.body.returnObject ?? answer.body.returnMessage) as T;
}

/** Assigns `column`'s row to the employee straight in the database (the employee-pay operations' job). */
export async function assign(
  api: TestApi,
  employer: { employerId: string; employeeId: string },
  column: 'pay_item_id' | 'statutory_contribution_id',
  id: string,
) {
  await api.db
    .insertInto('employee_pay_items')
    .values({
      employer_id: employer.employerId,
      employee_id: employer.employeeId,
      [column]: id,
      effective_date: '2026-01-01',
    })
    .execute();
}
