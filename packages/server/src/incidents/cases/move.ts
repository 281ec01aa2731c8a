import {
  actorProblem,
  applyTransition,
  type CaseHearing,
  type CaseTransition,
  oneLineText,
  stateProblem,
} from '@hr/domain';
import type { Kysely } from 'kysely';
import { attachToOwner } from '../../attachments/attach.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { IncidentCase, IncidentCaseMove, MoveIncidentCaseRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { callerToday, employerToday } from '../../employer/employer-settings.ts';
import { standingOf } from './case-access.ts';
import { anonymousActor, auditCaseChange, caseRecord } from './case-audit.ts';
import { checkedEmployees, checkedFormatted } from './case-inputs.ts';
import { tellCaseStep } from './case-notices.ts';
import {
  caseOr404,
  INCIDENT_EXPLANATION,
  NO_SUCH_CASE,
  type StoredCase,
  writeMovedCase,
} from './case-store.ts';
import { caseAnswer } from './case-view.ts';

/**
 * Moving a case on (issue 30, Build item 2). The domain decides every rule: the case is locked and
 * read, the caller's standing worked out, then the state (409), the person (403) and the details
 * (400, the domain's sentence) are checked in that order, as checkTransition does; the case the
 * domain's applyTransition leaves is written back. Whoever has no relation to the case gets the 404 of
 * an unknown one.
 */

export const OUTCOME_NOT_ACTIVE = 'This incident decision is deactivated: choose an active one.';

/** The field a detail refusal is about, where the move has one field that can be wrong. */
const DETAIL_FIELD: Partial<Record<IncidentCaseMove['kind'], string>> = {
  'open-investigation': 'move.investigatorId',
  'request-explanation': 'move.explainBy',
  dismiss: 'move.reasons',
};

/** An active decision of the employer and whether it has a period; 400 on `field` otherwise. */
async function outcomePeriod(
  db: Kysely<Database>,
  employerId: string,
  outcomeId: string,
  field: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('incident_decisions')
    .select(['has_period', 'is_active'])
    .where('id', '=', outcomeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(400, 'There is no such incident decision.', { field });
  if (!row.is_active) throw new Refusal(400, OUTCOME_NOT_ACTIVE, { field });
  return row.has_period;
}

async function hearingOf(
  db: Kysely<Database>,
  employerId: string,
  move: { date: string; place: string; panelIds: string[] },
): Promise<CaseHearing> {
  await checkedEmployees(db, employerId, move.panelIds, 'move.panelIds');
  return { date: move.date, place: oneLineText(move.place).trim(), panelIds: move.panelIds };
}

/** The contract's move as the domain's transition; people and outcomes are checked to be the employer's. */
async function transitionOf(
  db: Kysely<Database>,
  stored: StoredCase,
  move: IncidentCaseMove,
): Promise<CaseTransition> {
  const employerId = stored.row.employer_id;
  switch (move.kind) {
    case 'open-investigation':
      await checkedEmployees(db, employerId, [move.investigatorId], 'move.investigatorId');
      return move;
    case 'withdraw':
    case 'close':
    case 'record-explanation':
      return { kind: move.kind };
    case 'request-explanation':
    case 'dismiss':
    case 'appeal':
      return move;
    case 'schedule-hearing':
    case 'reschedule-hearing':
    case 'schedule-appeal-hearing':
      return { kind: move.kind, hearing: await hearingOf(db, employerId, move) };
    case 'decide':
      return {
        kind: 'decide',
        decision: {
          outcomeId: move.outcomeId,
          hasPeriod: await outcomePeriod(db, employerId, move.outcomeId, 'move.outcomeId'),
          from: move.from ?? null,
          to: move.to ?? null,
          reasons: move.reasons,
          remarks: move.remarks ?? stored.row.remarks,
        },
        appealBy: move.appealBy,
      };
    case 'decide-appeal':
      return {
        kind: 'decide-appeal',
        result: move.result,
        reasons: move.reasons,
        variedDecision: move.varied
          ? {
              outcomeId: move.varied.outcomeId,
              hasPeriod: await outcomePeriod(db, employerId, move.varied.outcomeId, 'move.varied.outcomeId'),
              from: move.varied.from ?? null,
              to: move.varied.to ?? null,
              reasons: move.reasons,
              remarks: '',
            }
          : null,
      };
  }
}

/** Who is making the move: a signed-in caller, or the holder of an anonymous report's code. */
export type Mover = { caller: Caller; holdsReporterCode: false } | { caller: null; holdsReporterCode: true };

/** The move, start to end, in one transaction; answers the case as the mover now sees it. */
export async function moveCase(
  deps: ServiceDeps,
  employerId: string,
  caseId: string,
  mover: Mover,
  move: IncidentCaseMove,
): Promise<IncidentCase> {
  // A signed-in mover brings the day read with their permissions; a code holder has no caller.
  const today = mover.caller ? await callerToday(deps, mover.caller) : await employerToday(deps, employerId);
  const mailed = await deps.db.transaction().execute(async (trx) => {
    const stored = await caseOr404(trx, employerId, caseId, { forUpdate: true });
    const standing = await standingOf(trx, mover.caller, stored.incident, today, {
      holdsReporterCode: mover.holdsReporterCode,
    });
    if (standing.relations.size === 0) throw new Refusal(404, NO_SUCH_CASE);
    const stateRefusal = stateProblem(stored.incident, move.kind);
    if (stateRefusal) throw new Refusal(409, stateRefusal);
    const actorRefusal = actorProblem(stored.incident, move.kind, standing.actor);
    if (actorRefusal) throw new Refusal(403, actorRefusal);
    const transition = await transitionOf(trx, stored, move);
    const result = applyTransition(stored.incident, transition, standing.actor, today);
    if (!result.ok) throw new Refusal(400, result.reason, { field: DETAIL_FIELD[move.kind] });
    const before = await caseRecord(trx, employerId, caseId);
    let explanationText: string | undefined;
    if (move.kind === 'record-explanation') {
      explanationText = checkedFormatted(move.text, 'move.text', { required: true });
      if (mover.caller) {
        await attachToOwner(trx, mover.caller, {
          attachmentIds: move.attachmentIds ?? [],
          ownerType: INCIDENT_EXPLANATION,
          ownerId: caseId,
        });
      }
    }
    await writeMovedCase(
      trx,
      stored,
      result.incident,
      explanationText === undefined ? {} : { explanation_text: explanationText },
    );
    await auditCaseChange(trx, mover.caller ?? anonymousActor(employerId), {
      operation: mover.caller ? 'moveIncidentCase' : 'withdrawAnonymousReport',
      employerId,
      caseId,
      before,
      move: move.kind,
    });
    return tellMove(trx, deps, stored, result.incident, move);
  });
  if (mailed) deps.mailDelivery.deliverSoon();
  const stored = await caseOr404(deps.db, employerId, caseId);
  const standing = await standingOf(deps.db, mover.caller, stored.incident, today, {
    holdsReporterCode: mover.holdsReporterCode,
  });
  return caseAnswer(deps.db, stored, standing);
}

/** Tells the people the move asks something of; whether any mail was queued. */
async function tellMove(
  trx: Kysely<Database>,
  deps: ServiceDeps,
  stored: StoredCase,
  next: StoredCase['incident'],
  move: IncidentCaseMove,
): Promise<boolean> {
  const base = { employerId: stored.row.employer_id, caseId: stored.row.id, code: stored.row.code };
  const subjects = next.subjectIds;
  switch (move.kind) {
    case 'open-investigation':
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: [move.investigatorId],
        step: 'you are appointed to investigate',
        event: `investigator:${move.investigatorId}`,
      });
    case 'request-explanation':
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: subjects,
        step: `you are asked to explain by ${move.explainBy}`,
        event: `explain:${move.explainBy}`,
      });
    case 'record-explanation':
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: next.investigatorId ? [next.investigatorId] : [],
        step: 'the explanation has arrived',
        event: 'explanation',
      });
    case 'schedule-hearing':
    case 'reschedule-hearing': {
      // Moving a hearing tells everyone concerned, those taken off its panel included.
      const concerned = [
        ...subjects,
        ...move.panelIds,
        ...(stored.incident.hearing?.panelIds ?? []),
        ...(next.investigatorId ? [next.investigatorId] : []),
      ];
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: concerned,
        step: `the hearing is set for ${move.date}`,
        event: `hearing:${move.date}:${move.place}:${[...move.panelIds].sort().join(',')}`,
      });
    }
    case 'schedule-appeal-hearing':
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: [...move.panelIds, ...(stored.incident.appeal?.hearing?.panelIds ?? [])],
        step: `the appeal hearing is set for ${move.date}`,
        event: `appeal-hearing:${move.date}:${move.place}:${[...move.panelIds].sort().join(',')}`,
      });
    case 'decide':
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: subjects,
        step: 'the case is decided',
        event: 'decided',
      });
    case 'decide-appeal':
      return tellCaseStep(trx, deps, {
        ...base,
        employeeIds: subjects,
        step: 'the appeal is decided',
        event: 'appeal-decided',
      });
    default:
      return false;
  }
}

export function moveIncidentCase(
  deps: ServiceDeps,
  caller: Caller,
  { id, move }: MoveIncidentCaseRequest,
): Promise<IncidentCase> {
  return moveCase(deps, caller.employerId, id, { caller, holdsReporterCode: false }, move);
}
