import { sql } from 'kysely';
import { changeOwnerFiles, deleteStoredBytes } from '../../attachments/owner-files.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { IncidentCase, UpdateIncidentCaseRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { standingOf } from './case-access.ts';
import { auditCaseChange, caseRecord } from './case-audit.ts';
import {
  checkedActiveType,
  checkedEmployees,
  checkedFormatted,
  checkedOccurrence,
  checkedParties,
  requiredText,
} from './case-inputs.ts';
import { caseOr404, INCIDENT_CASE, NO_SUCH_CASE, replacePeople } from './case-store.ts';
import { caseAnswer } from './case-view.ts';

/**
 * The §2.10 dialog's save, by an incident manager of the case (incidents update reaching one of its
 * subjects); anyone else gets the 404 of an unknown case. The people change only while nothing has
 * been asked of them yet (Reported, Under investigation); a closed case changes no more.
 */

export const CASE_FILES_MOST = 5;
export const PEOPLE_FIXED = 'The people of a case change only while it is Reported or Under investigation.';
export const CASE_CLOSED = 'This case is closed: nothing more can be done on it.';

export async function updateIncidentCase(
  deps: ServiceDeps,
  caller: Caller,
  request: UpdateIncidentCaseRequest,
): Promise<IncidentCase> {
  const { db } = deps;
  const employerId = caller.employerId;
  const today = await callerToday(deps, caller);
  const removed = await db.transaction().execute(async (trx) => {
    const stored = await caseOr404(trx, employerId, request.id, { forUpdate: true });
    const standing = await standingOf(trx, caller, stored.incident, today);
    if (!standing.actor.managesIncidents) throw new Refusal(404, NO_SUCH_CASE);
    const { row, people } = stored;
    if (row.state === 'closed') throw new Refusal(409, CASE_CLOSED);
    const peopleChange = request.subjectIds !== undefined || request.witnessIds !== undefined;
    if (peopleChange && row.state !== 'reported' && row.state !== 'under-investigation') {
      const field = request.subjectIds !== undefined ? 'subjectIds' : 'witnessIds';
      throw new Refusal(400, PEOPLE_FIXED, { field });
    }
    const subjectIds = request.subjectIds ?? people.subject;
    const witnessIds = request.witnessIds ?? people.witness;
    const reporterId = row.reporter_kind === 'named' ? row.reporter_id : null;
    checkedParties(subjectIds, witnessIds, reporterId);
    if (row.investigator_id && [...subjectIds, ...witnessIds].includes(row.investigator_id)) {
      const field = subjectIds.includes(row.investigator_id) ? 'subjectIds' : 'witnessIds';
      throw new Refusal(400, 'The investigator cannot be a subject or a witness of the case.', {
        field,
      });
    }
    await checkedEmployees(trx, employerId, request.subjectIds ?? [], 'subjectIds');
    await checkedEmployees(trx, employerId, request.witnessIds ?? [], 'witnessIds');
    if (request.typeId !== undefined && request.typeId !== row.type_id) {
      await checkedActiveType(trx, employerId, request.typeId);
    }
    const occurredFrom = request.occurredFrom ?? row.occurred_from;
    const occurredTo = request.occurredTo ?? row.occurred_to;
    checkedOccurrence(occurredFrom, occurredTo, today);
    const before = await caseRecord(trx, employerId, row.id);
    await trx
      .updateTable('incident_cases')
      .set({
        type_id: request.typeId ?? row.type_id,
        occurred_from: occurredFrom,
        occurred_to: occurredTo,
        summary: request.summary === undefined ? row.summary : requiredText(request.summary, 'summary'),
        story: request.story === undefined ? row.story : checkedFormatted(request.story, 'story'),
        remarks: request.remarks ?? row.remarks,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', row.id)
      .where('employer_id', '=', employerId)
      .execute();
    if (request.subjectIds) await replacePeople(trx, row, 'subject', request.subjectIds);
    if (request.witnessIds) await replacePeople(trx, row, 'witness', request.witnessIds);
    const gone = await changeOwnerFiles(
      trx,
      caller,
      { ownerType: INCIDENT_CASE, ownerId: row.id },
      { attachmentIds: request.attachmentIds, removeAttachmentIds: request.removeAttachmentIds },
      {
        most: CASE_FILES_MOST,
        tooMany: `A case holds at most ${CASE_FILES_MOST} files.`,
        notItsFiles: 'Each file to remove must be one of this case.',
      },
    );
    await auditCaseChange(trx, caller, {
      operation: 'updateIncidentCase',
      employerId,
      caseId: row.id,
      before,
    });
    return gone;
  });
  await deleteStoredBytes(deps, removed);
  const stored = await caseOr404(db, employerId, request.id);
  return caseAnswer(db, stored, await standingOf(db, caller, stored.incident, today));
}
