import type {
  IncidentCase,
  IncidentCaseMove,
  ReportIncidentCaseRequest,
  UpdateIncidentCaseRequest,
} from '@hr/api';
import type { IncidentCaseDetail, IncidentCaseSave, IncidentMove, PersonRef } from '@hr/screens';

/**
 * The contract's case (its parts, each null unless the caller's relation reaches it) as the case
 * screens show it. A part the caller sees but that holds nothing yet (no explanation asked for, nothing
 * decided) becomes null too, so the screen shows no empty section.
 */
export function toCaseDetail(incident: IncidentCase): IncidentCaseDetail {
  const { allegation, evidence, parties, explanation, decision, reporter } = incident;
  return {
    id: incident.id,
    code: incident.code,
    state: incident.state,
    stateLabel: incident.stateLabel,
    investigationStatus: incident.investigationStatus,
    closure: incident.closure,
    category: incident.category,
    type: incident.type,
    occurredFrom: incident.occurredFrom,
    occurredTo: incident.occurredTo,
    reportedOn: incident.reportedOn,
    summary: allegation?.summary ?? null,
    story: allegation?.story ?? null,
    files: evidence?.files ?? null,
    subjects: parties?.subjects ?? null,
    investigator: parties?.investigator ?? null,
    witnesses: incident.witnesses,
    reporter:
      reporter === null
        ? null
        : reporter.kind === 'anonymous'
          ? { kind: 'anonymous' }
          : { kind: 'named', person: reporter.person },
    explanation:
      explanation?.explainBy != null
        ? {
            explainBy: explanation.explainBy,
            text: explanation.text,
            receivedOn: explanation.receivedOn,
            files: explanation.files,
          }
        : null,
    hearing: incident.hearing,
    appealHearing: incident.appealHearing,
    decision: decision && (decision.outcome !== null || decision.dismissalReasons !== null) ? decision : null,
    outcome: incident.outcome,
    remarks: incident.remarks,
    relations: incident.relations,
    allowedMoves: incident.allowedMoves,
  };
}

/** A move as the screens put it (a decision and a hearing grouped) as the contract takes it, flat. */
export function toContractMove(move: IncidentMove): IncidentCaseMove {
  switch (move.kind) {
    case 'schedule-hearing':
    case 'reschedule-hearing':
    case 'schedule-appeal-hearing':
      return { kind: move.kind, ...move.hearing };
    case 'decide': {
      const { outcomeId, from, to, reasons, remarks } = move.decision;
      return {
        kind: 'decide',
        outcomeId,
        from,
        to,
        reasons,
        appealBy: move.appealBy,
        ...(remarks ? { remarks } : {}),
      };
    }
    case 'decide-appeal': {
      const varied = move.variedDecision;
      return {
        kind: 'decide-appeal',
        result: move.result,
        reasons: move.reasons,
        ...(varied ? { varied: { outcomeId: varied.outcomeId, from: varied.from, to: varied.to } } : {}),
      };
    }
    default:
      return move;
  }
}

/** A new report as the contract takes it: the category follows from the type, so it is not sent. */
export function toReportRequest(save: IncidentCaseSave): ReportIncidentCaseRequest {
  return {
    typeId: save.typeId,
    occurredFrom: save.occurredFrom,
    occurredTo: save.occurredTo,
    summary: save.summary,
    story: save.story,
    subjectIds: save.subjectIds,
    witnessIds: save.witnessIds,
    attachmentIds: save.attachmentIds,
    anonymous: save.anonymous,
  };
}

const sameIds = (ids: readonly string[], people: readonly PersonRef[] | null) =>
  ids.length === (people ?? []).length && ids.every((id, index) => people?.[index]?.id === id);

/**
 * The §2.10 dialog's save of an existing case. The people are sent only when they changed: the server
 * refuses any list of them once the case is past the investigation (even the same list), and the
 * dialog shows them there, disabled. Emptied Remarks are sent empty, so they are cleared.
 */
export function toUpdateRequest(
  save: IncidentCaseSave,
  existing: IncidentCaseDetail,
): UpdateIncidentCaseRequest {
  return {
    id: existing.id,
    typeId: save.typeId,
    occurredFrom: save.occurredFrom,
    occurredTo: save.occurredTo,
    summary: save.summary,
    story: save.story,
    ...(sameIds(save.subjectIds, existing.subjects) ? {} : { subjectIds: save.subjectIds }),
    ...(sameIds(save.witnessIds, existing.witnesses) ? {} : { witnessIds: save.witnessIds }),
    attachmentIds: save.attachmentIds,
    removeAttachmentIds: save.removeAttachmentIds,
    remarks: save.remarks ?? '',
  };
}
