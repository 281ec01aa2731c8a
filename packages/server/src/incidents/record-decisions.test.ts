import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import { accountWithRole } from '../test-support/custom-roles.ts';
import { insertDecidedCase } from '../test-support/incident-case-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * The employee's record shows their live warnings and a dismissal in force (issue 30 item 5), on
 * 10 Dec 2026: a Written warning (12 months) decided 15 Jan 2026 is live until 14 Jan 2027; a Verbal
 * warning (6 months) decided 10 Jan 2026 ran out on 9 Jul 2026; an overturned Final warning is not in
 * force.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-12-10T09:00:00Z') });
});
afterAll(() => api.close());

describe('incident decisions on the employee record', () => {
  test('the administrator, the employee and an incident officer see the live warning and the dismissal, not the expired or overturned; a records clerk sees none', async () => {
    const admin = await api.newAdministrator();
    const employerId = admin.session.user.employerId;
    const kofi = (await api.addEmployee(admin.token, { firstName: 'Kofi' })).id;
    const written = await insertDecidedCase(api.db, employerId, {
      subject: kofi,
      decision: 'WW',
      decidedOn: '2026-01-15',
    });
    await insertDecidedCase(api.db, employerId, { subject: kofi, decision: 'VW', decidedOn: '2026-01-10' });
    await insertDecidedCase(api.db, employerId, {
      subject: kofi,
      decision: 'FW',
      decidedOn: '2026-03-02',
      appealLodgedOn: '2026-03-05',
      appealResult: 'overturned',
    });
    const dismissal = await insertDecidedCase(api.db, employerId, {
      subject: kofi,
      decision: 'DIS',
      decidedOn: '2026-12-08',
    });
    const expected = [
      {
        kind: 'dismissal',
        description: 'Dismissal',
        caseCode: dismissal.code,
        decidedOn: '2026-12-08',
        from: null,
        liveUntil: null,
      },
      {
        kind: 'warning',
        description: 'Written warning',
        caseCode: written.code,
        decidedOn: '2026-01-15',
        from: null,
        liveUntil: '2027-01-14',
      },
    ];
    const read = async (token: string) =>
      (await api.call<{ returnObject: EmployeeRecord }>('/management/get-employee', { id: kofi }, { token }))
        .body.returnObject;
    expect((await read(admin.token)).incidentDecisions).toEqual(expected);
    const own = await api.newEmployeeUser(employerId, kofi);
    expect((await read(own.token)).incidentDecisions).toEqual(expected);
    // Reading the record is not enough: an incident officer sees them, a records clerk does not.
    const officer = await accountWithRole(api, employerId, (await api.addEmployee(admin.token)).id, {
      name: 'Incident officer',
      grid: { employees: { read: 'employer' }, incidents: { read: 'employer' } },
    });
    expect((await read(officer.token)).incidentDecisions).toEqual(expected);
    const clerk = await accountWithRole(api, employerId, (await api.addEmployee(admin.token)).id, {
      name: 'Records clerk',
      grid: { employees: { read: 'employer' } },
    });
    const unseen = await read(clerk.token);
    expect(unseen.id).toBe(kofi);
    expect(unseen.incidentDecisions).toBeUndefined();
  });
});
