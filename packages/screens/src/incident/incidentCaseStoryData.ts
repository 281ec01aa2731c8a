import type { CaseRelation, TransitionKind } from '@hr/domain';
import type { IncidentCaseDetail, IncidentCaseRow, IncidentHearing, PersonRef } from './incidentCase.ts';
import { incidentDecisions } from './incidentStoryData.ts';

export const people = {
  ama: { id: 'emp-ama', name: 'Ama Mensah', employeeNo: 'E-0012' },
  kofi: { id: 'emp-kofi', name: 'Kofi Boateng', employeeNo: 'E-0031' },
  ngozi: { id: 'emp-ngozi', name: 'Ngozi Okafor', employeeNo: 'E-0044' },
  wanjiru: { id: 'emp-wanjiru', name: 'Wanjiru Kamau', employeeNo: 'E-0057' },
  priya: { id: 'emp-priya', name: 'Priya Nair', employeeNo: 'E-0063' },
  tunde: { id: 'emp-tunde', name: 'Tunde Bakare', employeeNo: 'E-0078' },
} satisfies Record<string, PersonRef>;

/** Answers a search as the server would: names or numbers containing the text. */
export async function searchStoryPeople(term: string): Promise<PersonRef[]> {
  const wanted = term.toLowerCase();
  return Object.values(people).filter(
    (person) =>
      person.name.toLowerCase().includes(wanted) || person.employeeNo.toLowerCase().includes(wanted),
  );
}

const misconduct = { id: 'cat-mis', code: 'MIS', description: 'Misconduct', color: '#F50000' };
const attendance = { id: 'cat-att', code: 'ATT', description: 'Attendance', color: '#0D47A1' };
const theft = { id: 'type-theft', code: 'THEFT', description: 'Theft of company property' };
const late = { id: 'type-late', code: 'LATE', description: 'Persistent lateness' };

export const caseRows: IncidentCaseRow[] = [
  {
    id: 'case-1',
    code: 'INC-2026-0007',
    state: 'explanation-requested',
    stateLabel: 'Explanation requested',
    investigationStatus: 'In Progress',
    isOpen: true,
    category: misconduct,
    type: theft,
    occurredFrom: '2026-11-20',
    occurredTo: '2026-11-20',
    reportedOn: '2026-11-23',
    summary: 'Two laptops missing from the store room after the night shift.',
    subjects: [people.ama],
    nextHearing: null,
    explainBy: '2026-12-12',
    appealBy: null,
    relations: ['incident-manager'],
  },
  {
    id: 'case-2',
    code: 'INC-2026-0005',
    state: 'closed',
    stateLabel: 'Closed',
    investigationStatus: 'Completed',
    isOpen: false,
    category: attendance,
    type: late,
    occurredFrom: '2026-10-01',
    occurredTo: '2026-10-31',
    reportedOn: '2026-11-02',
    summary: null,
    subjects: null,
    nextHearing: null,
    explainBy: null,
    appealBy: null,
    relations: ['reporter'],
  },
];

const writtenWarning = incidentDecisions.find((decision) => decision.code === 'WW');

/** Case INC-2026-0007 decided with a written warning, as an incident manager sees it: every part. */
export const decidedCase: IncidentCaseDetail = {
  id: 'case-1',
  code: 'INC-2026-0007',
  state: 'decided',
  stateLabel: 'Decided',
  investigationStatus: 'Completed',
  closure: null,
  category: misconduct,
  type: { ...theft, rule: 'Code of conduct 2.1: company property stays with the company.' },
  occurredFrom: '2026-11-20',
  occurredTo: '2026-11-20',
  reportedOn: '2026-11-23',
  summary: 'Two laptops missing from the store room after the night shift.',
  story: 'The store room log shows **two laptops** signed out at 02:10 and never signed back in.',
  files: [{ id: 'file-log', name: 'store-room-log.pdf', mediaType: 'application/pdf', size: 48_213 }],
  subjects: [people.ama],
  investigator: people.kofi,
  witnesses: [people.tunde],
  reporter: { kind: 'named', person: people.priya },
  explanation: {
    explainBy: '2026-12-04',
    text: 'I signed them out for the audit team and left them in the audit office.',
    receivedOn: '2026-12-01',
    files: [],
  },
  hearing: { date: '2026-12-08', place: 'Board room, 2nd floor', panel: [people.ngozi, people.wanjiru] },
  appealHearing: null,
  decision: {
    outcome: {
      id: writtenWarning?.id ?? 'decision-WW',
      code: 'WW',
      description: 'Written warning',
      kind: 'warning',
    },
    from: null,
    to: null,
    reasons: 'The laptops were signed out without the audit team asking for them.',
    decidedOn: '2026-12-08',
    appealBy: '2026-12-15',
    dismissalReasons: null,
    appeal: null,
  },
  outcome: {
    closure: null,
    outcome: { id: 'decision-WW', code: 'WW', description: 'Written warning', kind: 'warning' },
  },
  remarks: 'Second incident this year in the store room.',
  relations: ['incident-manager'],
  allowedMoves: ['close', 'appeal'],
};

/** The same case as one of its parties sees it: the parts they may not see are null. */
export function caseSeenBy(relation: CaseRelation, allowedMoves: TransitionKind[]): IncidentCaseDetail {
  const seen = { ...decidedCase, relations: [relation], allowedMoves };
  switch (relation) {
    case 'investigator':
      return { ...seen, decision: null, remarks: null };
    case 'hearing-panel':
    case 'appeal-panel':
      return { ...seen, reporter: null, remarks: null };
    case 'subject':
      return { ...seen, reporter: null, remarks: null, witnesses: null };
    case 'witness':
      return {
        ...seen,
        files: null,
        subjects: null,
        investigator: null,
        witnesses: null,
        reporter: null,
        explanation: null,
        hearing: null,
        decision: null,
        outcome: null,
        remarks: null,
      };
    case 'reporter':
      return {
        ...seen,
        summary: null,
        story: null,
        files: null,
        subjects: null,
        investigator: null,
        witnesses: null,
        reporter: null,
        explanation: null,
        hearing: null,
        decision: null,
        remarks: null,
      };
    default:
      return seen;
  }
}

/** The case still under investigation, as its manager sees it: the investigator may ask for an explanation. */
export const caseUnderInvestigation: IncidentCaseDetail = {
  ...decidedCase,
  state: 'under-investigation',
  stateLabel: 'Under investigation',
  investigationStatus: 'In Progress',
  explanation: null,
  hearing: null,
  decision: null,
  outcome: null,
  allowedMoves: ['request-explanation', 'dismiss'],
};

export const hearings: IncidentHearing[] = [
  {
    caseId: 'case-1',
    caseCode: 'INC-2026-0007',
    kind: 'hearing',
    date: '2026-12-08',
    place: 'Board room, 2nd floor',
    panel: [people.ngozi, people.wanjiru],
    category: misconduct,
    type: theft,
    subjects: [people.ama],
  },
  {
    caseId: 'case-3',
    caseCode: 'INC-2026-0003',
    kind: 'appeal',
    date: '2026-12-08',
    place: 'Meeting room B',
    panel: [people.priya],
    category: attendance,
    type: late,
    subjects: null,
  },
  {
    caseId: 'case-4',
    caseCode: 'INC-2026-0009',
    kind: 'hearing',
    date: '2026-12-10',
    place: 'Site office, Tema',
    panel: [people.kofi, people.tunde],
    category: misconduct,
    type: theft,
    subjects: [people.wanjiru],
  },
];
