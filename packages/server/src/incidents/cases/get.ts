import type { Caller } from '../../auth/access-tokens.ts';
import type { IncidentCase } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { standingOf } from './case-access.ts';
import { caseOr404, NO_SUCH_CASE } from './case-store.ts';
import { caseAnswer } from './case-view.ts';

/** One case as the caller sees it; a case they have no relation to is the 404 of an unknown id. */
export async function getIncidentCase(deps: ServiceDeps, caller: Caller, id: string): Promise<IncidentCase> {
  const today = await callerToday(deps, caller);
  const stored = await caseOr404(deps.db, caller.employerId, id);
  const standing = await standingOf(deps.db, caller, stored.incident, today);
  if (standing.relations.size === 0) throw new Refusal(404, NO_SUCH_CASE);
  return caseAnswer(deps.db, stored, standing);
}
