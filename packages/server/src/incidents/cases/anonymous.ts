import type { IncidentCase } from '../../contract-types.ts';
import { forgetFailedAttempts, reserveAttempt } from '../../core/attempt-limiter.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal, tooManyRequests } from '../../core/refusal.ts';
import { employerToday } from '../../employer/employer-settings.ts';
import { standingOf } from './case-access.ts';
import { caseOr404 } from './case-store.ts';
import { caseAnswer } from './case-view.ts';
import { followUpCodeHash } from './follow-up-codes.ts';
import { moveCase } from './move.ts';

/**
 * An anonymous reporter's follow-up, with nothing but the code: what the reporter sees of the case
 * (summary and outcome), and the withdrawal of a report nobody investigates yet. Guesses are limited
 * by address with the attempt limiter (core/attempt-limiter.ts) and sign-in's figures, under an account name of their own per address,
 * so a code cannot be found by trying; a right code clears that address's failures as a sign-in does.
 */

export const NO_SUCH_REPORT = 'No report has this follow-up code. Check it and try again.';

async function caseOfCode(
  deps: ServiceDeps,
  code: string,
  clientAddress: string,
): Promise<{ id: string; employerId: string }> {
  // One limiter key per address: every guess from it counts, whatever the code.
  const account = `incident-follow-up@${clientAddress}`.slice(0, 254);
  const reservation = await reserveAttempt(deps.db, account, clientAddress, deps.signInLimits);
  if ('retryAfterSeconds' in reservation) {
    throw tooManyRequests('follow-up code attempts', reservation.retryAfterSeconds);
  }
  const row = await deps.db
    .selectFrom('incident_cases')
    .select(['id', 'employer_id as employerId'])
    .where('reporter_code_hash', '=', followUpCodeHash(code))
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_REPORT);
  await forgetFailedAttempts(deps.db, account);
  return row;
}

export async function followUpAnonymousReport(
  deps: ServiceDeps,
  code: string,
  clientAddress: string,
): Promise<IncidentCase> {
  const { id, employerId } = await caseOfCode(deps, code, clientAddress);
  const stored = await caseOr404(deps.db, employerId, id);
  const today = await employerToday(deps, employerId);
  return caseAnswer(
    deps.db,
    stored,
    await standingOf(deps.db, null, stored.incident, today, { holdsReporterCode: true }),
  );
}

export async function withdrawAnonymousReport(
  deps: ServiceDeps,
  code: string,
  clientAddress: string,
): Promise<IncidentCase> {
  const { id, employerId } = await caseOfCode(deps, code, clientAddress);
  return moveCase(deps, employerId, id, { caller: null, holdsReporterCode: true }, { kind: 'withdraw' });
}
