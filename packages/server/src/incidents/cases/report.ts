import { attachToOwner } from '../../attachments/attach.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ReportedIncidentCase, ReportIncidentCaseRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { nextEmployerNumber } from '../../core/employer-numbers.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { standingOf } from './case-access.ts';
import { anonymousActor, auditCaseChange } from './case-audit.ts';
import {
  checkedActiveType,
  checkedEmployees,
  checkedFormatted,
  checkedOccurrence,
  checkedParties,
  requiredText,
} from './case-inputs.ts';
import { tellReported } from './case-notices.ts';
import { caseOr404, INCIDENT_CASE } from './case-store.ts';
import { caseAnswer } from './case-view.ts';
import { followUpCodeHash, newFollowUpCode } from './follow-up-codes.ts';

/**
 * Reporting an incident (issue 30, Build items 2 and 4): any signed-in person, about one or more
 * employees. An anonymous report stores nothing of who made it: no reporter on the case, no uploader
 * on its files, no actor (nor address) on its audit row; the reporter follows it up with the code the
 * answer carries once. The request log names no user (http/request-log.ts), so nothing there ties
 * the caller to the case either. The administrators are told of the new case by its code.
 */
export async function reportIncidentCase(
  deps: ServiceDeps,
  caller: Caller,
  request: ReportIncidentCaseRequest,
): Promise<ReportedIncidentCase> {
  const { db } = deps;
  const employerId = caller.employerId;
  const today = await callerToday(deps, caller);
  const summary = requiredText(request.summary, 'summary');
  const story = checkedFormatted(request.story, 'story');
  checkedOccurrence(request.occurredFrom, request.occurredTo, today);
  checkedParties(request.subjectIds, request.witnessIds, caller.employeeId);
  await checkedActiveType(db, employerId, request.typeId);
  await checkedEmployees(db, employerId, request.subjectIds, 'subjectIds');
  await checkedEmployees(db, employerId, request.witnessIds, 'witnessIds');
  const followUpCode = request.anonymous ? newFollowUpCode() : null;

  const { id, mailed } = await db.transaction().execute(async (trx) => {
    const next = await nextEmployerNumber(trx, employerId, 'incident_cases');
    const row = await trx
      .insertInto('incident_cases')
      .values({
        employer_id: employerId,
        number: next,
        code: `INC-${String(next).padStart(4, '0')}`,
        type_id: request.typeId,
        occurred_from: request.occurredFrom,
        occurred_to: request.occurredTo,
        summary,
        story,
        state: 'reported',
        reporter_kind: followUpCode ? 'anonymous' : 'named',
        reporter_id: followUpCode ? null : (caller.employeeId ?? caller.userId),
        reporter_code_hash: followUpCode ? followUpCodeHash(followUpCode) : null,
        reported_on: today,
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('incident_case_people')
      .values(
        [
          ...request.subjectIds.map((employeeId) => ({ role: 'subject' as const, employeeId })),
          ...request.witnessIds.map((employeeId) => ({ role: 'witness' as const, employeeId })),
        ].map(({ role, employeeId }) => ({
          case_id: row.id,
          employer_id: employerId,
          employee_id: employeeId,
          role,
        })),
      )
      .execute();
    await attachToOwner(trx, caller, {
      attachmentIds: request.attachmentIds,
      ownerType: INCIDENT_CASE,
      ownerId: row.id,
    });
    if (followUpCode && request.attachmentIds.length > 0) {
      await trx
        .updateTable('attachments')
        .set({ uploaded_by: null })
        .where('employer_id', '=', employerId)
        .where('owner_type', '=', INCIDENT_CASE)
        .where('owner_id', '=', row.id)
        .execute();
    }
    await auditCaseChange(trx, followUpCode ? anonymousActor(employerId) : caller, {
      operation: 'reportIncidentCase',
      employerId,
      caseId: row.id,
      before: null,
    });
    const mailed = await tellReported(trx, deps, {
      employerId,
      caseId: row.id,
      code: row.code,
      reporterUserId: followUpCode ? null : caller.userId,
      subjectIds: request.subjectIds,
      today,
    });
    return { id: row.id, mailed };
  });
  if (mailed) deps.mailDelivery.deliverSoon();

  const stored = await caseOr404(db, employerId, id);
  const standing = await standingOf(db, caller, stored.incident, today, {
    holdsReporterCode: followUpCode !== null,
  });
  return { case: await caseAnswer(db, stored, standing), followUpCode };
}
