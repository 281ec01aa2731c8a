import { dayInZone, IDLE_LONGER_THAN_LIFETIME, isTimeZone } from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Kysely, Updateable } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import { SESSION_ENDED } from '../auth/session-ended.ts';
import { twoFactorIsOn } from '../auth/two-factor/credentials.ts';
import { mustEnrolTwoFactor } from '../auth/two-factor/requirement.ts';
import type { EmployerSettings, UpdateEmployerSettingsRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database, EmployersTable } from '../db/schema.ts';

export const UNKNOWN_TIME_ZONE = 'Choose a time zone from the list.';
export const SET_UP_TWO_FACTOR_FIRST =
  'Set up two-factor sign-in for yourself on My profile before requiring it of administrators.';

/** Employer › Setting: every signed-in user of the employer reads them (the app formats days with them). */
export function getEmployerSettings(deps: ServiceDeps, caller: Caller): Promise<EmployerSettings> {
  return readEmployerSettings(deps.db, caller.employerId);
}

/** Changes the settings sent; the others keep their value. Audited with what they were and became. */
export async function updateEmployerSettings(
  deps: ServiceDeps,
  caller: Caller,
  changes: UpdateEmployerSettingsRequest,
): Promise<EmployerSettings> {
  // The contract can only say "a name-like text"; which zones exist is the runtime's knowledge.
  if (changes.timeZone !== undefined && !isTimeZone(changes.timeZone)) {
    throw new Refusal(400, UNKNOWN_TIME_ZONE, { field: 'timeZone' });
  }
  // Kysely leaves undefined values out of the SET list: a setting not sent keeps its value.
  const columns: Updateable<EmployersTable> = {
    time_zone: changes.timeZone,
    locale: changes.locale,
    date_format: changes.dateFormat,
    first_day_of_week: changes.firstDayOfWeek,
    base_currency: changes.defaultCurrency,
    password_min_length: changes.passwordMinLength,
    refuse_breached_passwords: changes.refuseBreachedPasswords,
    session_lifetime_minutes: changes.sessionLifetimeMinutes,
    idle_timeout_minutes: changes.idleTimeoutMinutes,
    two_factor_required_for_admins: changes.twoFactorRequiredForAdmins,
    suspension_blocks_sign_in: changes.suspensionBlocksSignIn,
  };
  return deps.db.transaction().execute(async (trx) => {
    const before = await readEmployerSettings(trx, caller.employerId, { forUpdate: true });
    // Requiring it of administrators while oneself has none would refuse one's own next request.
    if (
      changes.twoFactorRequiredForAdmins === true &&
      !before.twoFactorRequiredForAdmins &&
      mustEnrolTwoFactor(
        { permissions: caller.permissions, twoFactorOn: await twoFactorIsOn(trx, caller.userId) },
        true,
      )
    ) {
      throw new Refusal(400, SET_UP_TWO_FACTOR_FIRST, { field: 'twoFactorRequiredForAdmins' });
    }
    // Checked against what is stored, so sending the idle timeout alone cannot outlast the session.
    const lifetime = changes.sessionLifetimeMinutes ?? before.sessionLifetimeMinutes;
    const idle = changes.idleTimeoutMinutes ?? before.idleTimeoutMinutes;
    if (idle > lifetime) throw new Refusal(400, IDLE_LONGER_THAN_LIFETIME, { field: 'idleTimeoutMinutes' });
    if (Object.values(columns).some((value) => value !== undefined)) {
      await trx.updateTable('employers').set(columns).where('id', '=', caller.employerId).execute();
    }
    const after = await readEmployerSettings(trx, caller.employerId);
    await writeAudit(trx, actorOf(caller), {
      operation: 'updateEmployerSettings',
      area: 'employer',
      recordType: 'employer',
      recordId: caller.employerId,
      before: trailed(before),
      after: trailed(after),
    });
    return after;
  });
}

/**
 * The settings as the trail keeps them: the trail drops every field whose name says "password" (it
 * could be one), so the password policy's two settings are kept under names that do not.
 */
function trailed({ passwordMinLength, refuseBreachedPasswords, ...others }: EmployerSettings) {
  return { ...others, minimumLength: passwordMinLength, refuseBreachedList: refuseBreachedPasswords };
}

export async function readEmployerSettings(
  db: Kysely<Database>,
  employerId: string,
  { forUpdate = false } = {},
): Promise<EmployerSettings> {
  let select = db
    .selectFrom('employers')
    .select([
      'time_zone',
      'locale',
      'date_format',
      'first_day_of_week',
      'base_currency',
      'password_min_length',
      'refuse_breached_passwords',
      'session_lifetime_minutes',
      'idle_timeout_minutes',
      'two_factor_required_for_admins',
      'suspension_blocks_sign_in',
    ])
    .where('id', '=', employerId);
  if (forUpdate) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  // A valid token whose employer is gone: the session is over, whatever the token says.
  if (!row) throw new Refusal(401, SESSION_ENDED);
  return {
    timeZone: row.time_zone,
    locale: row.locale as EmployerSettings['locale'],
    dateFormat: row.date_format,
    firstDayOfWeek: row.first_day_of_week,
    defaultCurrency: row.base_currency,
    passwordMinLength: row.password_min_length,
    refuseBreachedPasswords: row.refuse_breached_passwords,
    sessionLifetimeMinutes: row.session_lifetime_minutes,
    idleTimeoutMinutes: row.idle_timeout_minutes,
    twoFactorRequiredForAdmins: row.two_factor_required_for_admins,
    suspensionBlocksSignIn: row.suspension_blocks_sign_in,
  };
}

/** Whether the employer requires its administrators to sign in with a second factor (the sign-in step asks). */
export async function twoFactorRequiredForAdmins(db: Kysely<Database>, employerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employers')
    .select('two_factor_required_for_admins')
    .where('id', '=', employerId)
    .executeTakeFirst();
  return row?.two_factor_required_for_admins ?? false;
}

/** The caller's employer's day: the one read with the caller's permissions, else employerToday's. */
export async function callerToday(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Pick<Caller, 'employerId' | 'today'>,
): Promise<string> {
  return caller.today ?? employerToday(deps, caller.employerId);
}

/** callerToday as a date, for the services that count days from it (leave, the payroll card). */
export async function callerTodayOf(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Pick<Caller, 'employerId' | 'today'>,
): Promise<CalendarDate> {
  return parseDate(await callerToday(deps, caller));
}

/**
 * The employer's today (YYYY-MM-DD): the injected clock's day in the employer's time zone, so an
 * employer in Auckland is on tomorrow's date at 23:30 UTC, as its people are.
 */
export async function employerToday(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  employerId: string,
): Promise<string> {
  const row = await db
    .selectFrom('employers')
    .select('time_zone')
    .where('id', '=', employerId)
    .executeTakeFirst();
  return dayInZone(clock(), row?.time_zone ?? 'UTC');
}
