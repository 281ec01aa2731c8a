import { notAllowedMessage } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentCode } from '../auth/two-factor/totp.ts';
import type { EmployerSettings, PlacementMove } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { twoFactorRequiredForAdmins } from './employer-settings.ts';

/**
 * Employer › Setting (issue 28 item 5): get-settings and update-settings, and the time zone deciding
 * the employer's today. The clock stands at 23:30 UTC on Wednesday 25 November 2026, when it is
 * already Thursday 26 November in Auckland.
 */

const now = new Date('2026-11-25T23:30:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
});
afterAll(() => api.close());

type Answer = { returnObject: EmployerSettings; error?: string; field?: string };
const get = (token: string) => api.call<Answer>('/employer/get-settings', {}, { token });
const update = (body: unknown, token: string) =>
  api.call<Answer>('/employer/update-settings', body, { token });

/** An administrator with two-factor on: only they may require it of administrators. */
async function administratorWithTwoFactor() {
  const admin = await api.newAdministrator();
  const started = await api.call<{ returnObject: { secret: string } }>(
    '/auth/start-two-factor',
    {},
    { token: admin.token },
  );
  const code = currentCode(started.body.returnObject.secret, now);
  expect((await api.call('/auth/confirm-two-factor', { code }, { token: admin.token })).status).toBe(200);
  return admin;
}

const CHOSEN = {
  timeZone: 'Pacific/Auckland',
  locale: 'en-NG',
  dateFormat: 'DD/MM/YYYY',
  firstDayOfWeek: 'sun',
  defaultCurrency: 'NGN',
  passwordMinLength: 12,
  refuseBreachedPasswords: true,
  sessionLifetimeMinutes: 10080,
  idleTimeoutMinutes: 240,
  twoFactorRequiredForAdmins: true,
  suspensionBlocksSignIn: true,
} as const;

describe('get-settings', () => {
  test('a new employer: UTC, each person’s browser’s locale, D MMM YYYY, Monday, 8 characters, 30-day sessions, no currency, no two-factor', async () => {
    const { token } = await api.newAdministrator();
    expect((await get(token)).body).toEqual({
      returnCode: 200,
      returnObject: {
        timeZone: 'UTC',
        locale: 'browser',
        dateFormat: 'D MMM YYYY',
        firstDayOfWeek: 'mon',
        defaultCurrency: null,
        passwordMinLength: 8,
        refuseBreachedPasswords: false,
        sessionLifetimeMinutes: 43200,
        idleTimeoutMinutes: 43200,
        twoFactorRequiredForAdmins: false,
        suspensionBlocksSignIn: false,
      },
    });
  });

  test('an employee reads them (their screens format days with them) but may not change them', async () => {
    const { session, token } = await api.newAdministrator();
    expect((await update({ dateFormat: 'MM/DD/YYYY' }, token)).status).toBe(200);
    const employee = await api.newEmployeeUser(session.user.employerId);
    expect((await get(employee.token)).body.returnObject.dateFormat).toBe('MM/DD/YYYY');
    expect((await update({ dateFormat: 'YYYY-MM-DD' }, employee.token)).body).toEqual({
      returnCode: 403,
      error: notAllowedMessage('employer', 'update'),
    });
  });
});

describe('update-settings', () => {
  test('stores every setting, get answers the same, and the trail keeps before and after', async () => {
    const { session, token } = await administratorWithTwoFactor();
    const answer = await update(CHOSEN, token);
    expect(answer.body).toEqual({ returnCode: 200, returnObject: CHOSEN });
    expect((await get(token)).body.returnObject).toEqual(CHOSEN);
    const rows = await api.db
      .selectFrom('audit_events')
      .select(['before', 'after'])
      .where('operation', '=', 'updateEmployerSettings')
      .where('employer_id', '=', session.user.employerId)
      .execute();
    expect(rows).toHaveLength(1);
    // The policy's names say "password", which the trail drops: it keeps them under others.
    const { passwordMinLength, refuseBreachedPasswords, ...others } = CHOSEN;
    expect(rows[0]?.before).toMatchObject({ timeZone: 'UTC', minimumLength: 8, refuseBreachedList: false });
    expect(rows[0]?.after).toEqual({ ...others, minimumLength: 12, refuseBreachedList: true });
  });

  test('the default currency is the base currency Employer › Information shows, not a second one', async () => {
    const { token } = await api.newAdministrator();
    await update({ defaultCurrency: 'KES' }, token);
    const information = await api.call<{ returnObject: { baseCurrency: string } }>(
      '/employer/get-information',
      {},
      { token },
    );
    expect(information.body.returnObject.baseCurrency).toBe('KES');
  });

  test('a setting left out keeps its value', async () => {
    const { token } = await administratorWithTwoFactor();
    await update(CHOSEN, token);
    expect((await update({ locale: 'en-US' }, token)).body.returnObject).toEqual({
      ...CHOSEN,
      locale: 'en-US',
    });
  });

  test('a time zone the server does not know: 400 on timeZone, nothing changed', async () => {
    const { token } = await api.newAdministrator();
    expect((await update({ timeZone: 'Mars/Olympus_Mons', dateFormat: 'YYYY-MM-DD' }, token)).body).toEqual({
      returnCode: 400,
      error: 'Choose a time zone from the list.',
      field: 'timeZone',
    });
    expect((await get(token)).body.returnObject).toMatchObject({ timeZone: 'UTC', dateFormat: 'D MMM YYYY' });
  });

  test('an idle timeout longer than the session, sent or stored: 400 on idleTimeoutMinutes', async () => {
    const { token } = await api.newAdministrator();
    const refused = {
      returnCode: 400,
      error: 'The idle timeout cannot be longer than the session lifetime.',
      field: 'idleTimeoutMinutes',
    };
    expect((await update({ sessionLifetimeMinutes: 120, idleTimeoutMinutes: 121 }, token)).body).toEqual(
      refused,
    );
    expect((await update({ sessionLifetimeMinutes: 120, idleTimeoutMinutes: 60 }, token)).status).toBe(200);
    expect((await update({ idleTimeoutMinutes: 180 }, token)).body).toEqual(refused);
  });

  test('twoFactorRequiredForAdmins answers the switch, for the sign-in step', async () => {
    const { session, token } = await administratorWithTwoFactor();
    expect(await twoFactorRequiredForAdmins(api.db, session.user.employerId)).toBe(false);
    await update({ twoFactorRequiredForAdmins: true }, token);
    expect(await twoFactorRequiredForAdmins(api.db, session.user.employerId)).toBe(true);
  });
});

describe("the employer's today follows its time zone", () => {
  /** A transfer dated Thursday 26 November, recorded at 23:30 UTC on the Wednesday. */
  async function transferDatedThursday(timeZone: string): Promise<PlacementMove['status']> {
    const { token } = await api.newAdministrator();
    expect((await update({ timeZone }, token)).status).toBe(200);
    const department = await api.call<{ returnObject: { id: string } }>(
      '/employer/create-department',
      { code: 'OPS', name: 'Operations' },
      { token },
    );
    const { id } = await api.addEmployee(token, { firstName: 'Grace', lastName: 'Hopper' });
    const moved = await api.call<{ returnObject: PlacementMove }>(
      '/placements/record-placement',
      {
        employeeId: id,
        effectiveDate: '2026-11-26',
        kind: 'Transfer',
        departmentId: department.body.returnObject.id,
      },
      { token },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return moved.body.returnObject.status;
  }

  test('in Pacific/Auckland it is already Thursday: the transfer is in effect', async () => {
    expect(await transferDatedThursday('Pacific/Auckland')).toBe('current');
  });

  test('in UTC it is still Wednesday: the transfer is scheduled', async () => {
    expect(await transferDatedThursday('UTC')).toBe('scheduled');
  });
});
