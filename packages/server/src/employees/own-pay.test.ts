import { EXAMPLE_ROLES } from '@hr/domain';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { OWN_PAY_UNCHANGEABLE } from './employee-access.ts';

/** Separation of duties (issue 27): nobody changes their own salary, whatever their role grants. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

test('an HR officer changes a colleague’s salary but not their own, and may save their own unchanged', async () => {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  const salary = {
    effectiveDate: null,
    basicSalary: '4000.00',
    currency: 'GBP',
    nextReviewDate: null,
    bankId: null,
    bankAccount: null,
    payPeriod: 'Monthly' as const,
    paymentMethod: 'Bank' as const,
  };
  const officerRecord = await api.addEmployee(admin.token, {}, { salary });
  const colleague = await api.addEmployee(admin.token, {}, { salary });
  const role = await api.db
    .insertInto('roles')
    .values({
      employer_id: employerId,
      name: 'HR with pay',
      grid: JSON.stringify({ ...EXAMPLE_ROLES.find((r) => r.name === 'HR Officer')?.grid }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const officer = await api.newEmployeeUser(employerId, officerRecord.id);
  await api.db
    .insertInto('user_roles')
    .values({ user_id: officer.userId, role_id: role.id, employer_id: employerId })
    .execute();

  const update = (id: string, body: object) =>
    api.call('/management/update-employee', { id, ...body }, { token: officer.token });

  const raise = { salary: { ...salary, basicSalary: '9000.00' } };
  const own = await update(officerRecord.id, raise);
  expect(own.status).toBe(403);
  expect(own.body).toMatchObject({ error: OWN_PAY_UNCHANGEABLE, field: 'salary' });
  const ownBank = await update(officerRecord.id, { salary: { ...salary, paymentMethod: 'Cash' } });
  expect(ownBank.status).toBe(403);

  expect((await update(colleague.id, raise)).status).toBe(200);
  expect((await update(officerRecord.id, { salary })).status).toBe(200);
  expect((await update(officerRecord.id, { family: { numberOfChildren: 1 } })).status).toBe(200);
});
