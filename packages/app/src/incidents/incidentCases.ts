import type { IncidentCase, IncidentCaseMove } from '@hr/api';
import type { IncidentCaseDetail, IncidentMove } from '@hr/screens';

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
