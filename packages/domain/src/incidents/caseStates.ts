/**
 * An incident case's process (issue 30, Build item 2): the states a case goes through, what a case
 * holds at each of them, and the Investigation Status the §2.10 dialog shows, derived from the state
 * rather than stored beside it. docs/incidents.md, "The case", says why each state is there.
 *
 * Dates without a time are ISO date strings ('2026-12-02'), as on the wire.
 */

export const CASE_STATES = [
  'reported',
  'under-investigation',
  'explanation-requested',
  'explanation-received',
  'hearing-scheduled',
  'decided',
  'appealed',
  'closed',
] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CASE_STATE_LABELS: Record<CaseState, string> = {
  reported: 'Reported',
  'under-investigation': 'Under investigation',
  'explanation-requested': 'Explanation requested',
  'explanation-received': 'Explanation received',
  'hearing-scheduled': 'Hearing scheduled',
  decided: 'Decided',
  appealed: 'Appealed',
  closed: 'Closed',
};

/** §2.10, §9: the dialog's Investigation Status, read-only, in these words. */
export const INVESTIGATION_STATUSES = ['Not Started', 'In Progress', 'Completed'] as const;
export type InvestigationStatus = (typeof INVESTIGATION_STATUSES)[number];

/** Who reported: a named employee, or nobody whose identity is stored at all (Build item 4). */
export type CaseReporter = { kind: 'named'; personId: string } | { kind: 'anonymous' };

/** A hearing (or an appeal hearing) as the cause list shows it. */
export interface CaseHearing {
  date: string;
  place: string;
  panelIds: readonly string[];
}

/**
 * The Decision section: the outcome chosen from Incident › Decision (whose row says whether it has a
 * period), the period, the written reasons and the Management section's Remarks.
 */
export interface CaseDecision {
  outcomeId: string;
  hasPeriod: boolean;
  from: string | null;
  to: string | null;
  reasons: string;
  remarks: string;
}

export interface RecordedDecision extends CaseDecision {
  decidedOn: string;
  /** The last day the subject may appeal. */
  appealBy: string;
  /** The hearing panel: it decides together, so each of its members counts as having decided. */
  deciderIds: readonly string[];
}

export const APPEAL_RESULTS = ['upheld', 'varied', 'overturned'] as const;
export type AppealResult = (typeof APPEAL_RESULTS)[number];

export interface CaseAppeal {
  grounds: string;
  lodgedOn: string;
  hearing: CaseHearing | null;
  result: AppealResult | null;
  /** The decision that replaces the first one when the appeal varies it. */
  variedDecision: CaseDecision | null;
  reasons: string | null;
}

/** How a closed case ended. */
export const CASE_CLOSURES = ['withdrawn', 'no-case-to-answer', 'decision-stands', 'appeal-decided'] as const;
export type CaseClosure = (typeof CASE_CLOSURES)[number];

export interface IncidentCase {
  state: CaseState;
  subjectIds: readonly string[];
  reporter: CaseReporter;
  witnessIds: readonly string[];
  investigatorId: string | null;
  explainBy: string | null;
  explanationReceivedOn: string | null;
  /** Why the investigation found no case to answer, when it did. */
  dismissalReasons: string | null;
  hearing: CaseHearing | null;
  decision: RecordedDecision | null;
  appeal: CaseAppeal | null;
  closure: CaseClosure | null;
}

/** A case as it is reported: nobody investigates it yet. */
export function reportedCase(
  parties: Pick<IncidentCase, 'subjectIds' | 'reporter' | 'witnessIds'>,
): IncidentCase {
  return {
    state: 'reported',
    ...parties,
    investigatorId: null,
    explainBy: null,
    explanationReceivedOn: null,
    dismissalReasons: null,
    hearing: null,
    decision: null,
    appeal: null,
    closure: null,
  };
}

const IN_PROGRESS: ReadonlySet<CaseState> = new Set([
  'under-investigation',
  'explanation-requested',
  'explanation-received',
]);

/**
 * The investigation is in progress from the investigator's appointment until a hearing is set down
 * (the investigation found a case to answer) or the case is dismissed; a report withdrawn before
 * anyone investigated it was never started.
 */
export function investigationStatusOf(
  incident: Pick<IncidentCase, 'state' | 'closure'>,
): InvestigationStatus {
  if (incident.state === 'reported') return 'Not Started';
  if (IN_PROGRESS.has(incident.state)) return 'In Progress';
  if (incident.state === 'closed' && incident.closure === 'withdrawn') return 'Not Started';
  return 'Completed';
}
