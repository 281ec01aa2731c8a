import type { CasePart } from '@hr/domain';
import type { OwnerAccessCheck } from '../../attachments/owner-access.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { standingOf } from './case-access.ts';
import { readCase } from './case-store.ts';

/**
 * Who may download a case's files: whoever's view of the case has the part the file belongs to, the
 * evidence or the explanation. Anyone else, a colleague asking by the file's id included, gets the
 * 404 of an unknown file.
 */
function filesSeenWith(part: CasePart): OwnerAccessCheck {
  return async (deps, caller, caseId) => {
    const stored = await readCase(deps.db, caller.employerId, caseId);
    if (!stored) return false;
    const today = await callerToday(deps, caller);
    const { parts } = await standingOf(deps.db, caller, stored.incident, today);
    return parts.includes(part);
  };
}

export const incidentEvidenceFiles = filesSeenWith('evidence');
export const incidentExplanationFiles = filesSeenWith('explanation');
