import type {
  AppealResult,
  CaseClosure,
  CaseRelation,
  CaseState,
  IncidentDecisionKind,
  InvestigationStatus,
  TransitionKind,
} from '@hr/domain';
import type { StoredFile } from '../files/StoredFile.ts';

/**
 * An incident case as the screens have it (issue 30), mirroring the contract: a list row, the case in
 * full with every part the viewer may not see as null, and a hearing on the cause list.
 */

export interface PersonRef {
  id: string;
  name: string;
  employeeNo: string;
}

export interface DecisionRef {
  id: string;
  code: string;
  description: string;
  kind: IncidentDecisionKind;
}

export interface CaseCategoryRef {
  id: string;
  code: string;
  description: string;
  color: string;
}

export interface CaseTypeRef {
  id: string;
  code: string;
  description: string;
}

export interface IncidentCaseRow {
  id: string;
  code: string;
  state: CaseState;
  stateLabel: string;
  investigationStatus: InvestigationStatus;
  isOpen: boolean;
  category: CaseCategoryRef;
  type: CaseTypeRef;
  occurredFrom: string;
  occurredTo: string;
  reportedOn: string;
  /** Null when the viewer may not see what is alleged. */
  summary: string | null;
  subjects: PersonRef[] | null;
  nextHearing: string | null;
  /** The Explain By date once asked; null until then or when the viewer may not see the explanation. */
  explainBy: string | null;
  /** The last day to appeal once decided; null until then or when the viewer may not see the decision. */
  appealBy: string | null;
  /** How the viewer stands to the case. */
  relations: CaseRelation[];
}

/** A named reporter without a person is an administrator's account, which has no employee record. */
export type CaseReporterView = { kind: 'named'; person: PersonRef | null } | { kind: 'anonymous' };

export interface CaseExplanationView {
  explainBy: string;
  /** Null until the subject has answered. */
  text: string | null;
  receivedOn: string | null;
  files: StoredFile[];
}

export interface CaseHearingView {
  date: string;
  place: string;
  panel: PersonRef[];
}

export interface CaseAppealView {
  grounds: string;
  lodgedOn: string;
  result: AppealResult | null;
  reasons: string | null;
  variedDecision: { outcome: DecisionRef; from: string | null; to: string | null } | null;
}

/**
 * What was decided: an outcome with its reasons, or (outcome null) the case dismissed with no case to
 * answer, for the dismissal's reasons.
 */
export interface CaseDecisionView {
  outcome: DecisionRef | null;
  from: string | null;
  to: string | null;
  reasons: string | null;
  decidedOn: string | null;
  appealBy: string | null;
  dismissalReasons: string | null;
  appeal: CaseAppealView | null;
}

export interface IncidentCaseDetail {
  id: string;
  code: string;
  state: CaseState;
  stateLabel: string;
  investigationStatus: InvestigationStatus;
  closure: CaseClosure | null;
  category: CaseCategoryRef | null;
  type: (CaseTypeRef & { rule: string | null }) | null;
  occurredFrom: string | null;
  occurredTo: string | null;
  reportedOn: string | null;
  summary: string | null;
  /** Markdown source, shown as formatted text. */
  story: string | null;
  files: StoredFile[] | null;
  subjects: PersonRef[] | null;
  investigator: PersonRef | null;
  witnesses: PersonRef[] | null;
  reporter: CaseReporterView | null;
  explanation: CaseExplanationView | null;
  hearing: CaseHearingView | null;
  appealHearing: CaseHearingView | null;
  decision: CaseDecisionView | null;
  /** Only which outcome the case came to: what a reporter sees. */
  outcome: { closure: CaseClosure | null; outcome: DecisionRef | null } | null;
  remarks: string | null;
  relations: CaseRelation[];
  allowedMoves: TransitionKind[];
}

export interface IncidentHearing {
  caseId: string;
  caseCode: string;
  kind: 'hearing' | 'appeal';
  date: string;
  place: string;
  panel: PersonRef[];
  category: CaseCategoryRef;
  type: CaseTypeRef;
  subjects: PersonRef[] | null;
}

/** Finds people by part of a name or number: the pickers of subjects, witnesses, investigator and panel. */
export type SearchPeople = (term: string) => Promise<PersonRef[]>;

export const HEARING_KIND_LABELS: Record<IncidentHearing['kind'], string> = {
  hearing: 'Hearing',
  appeal: 'Appeal hearing',
};

export const CLOSURE_LABELS: Record<CaseClosure, string> = {
  withdrawn: 'Withdrawn',
  'no-case-to-answer': 'No case to answer',
  'decision-stands': 'Decision stands',
  'appeal-decided': 'Appeal decided',
};

export const APPEAL_RESULT_LABELS: Record<AppealResult, string> = {
  upheld: 'Upheld',
  varied: 'Varied',
  overturned: 'Overturned',
};

/** "Jane Doe (E-0012)": how a person is named in a case. */
export const personLabel = (person: PersonRef) => `${person.name} (${person.employeeNo})`;
