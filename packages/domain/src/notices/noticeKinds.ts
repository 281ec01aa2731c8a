import { CERTIFICATE_EXPIRY_NOTICE_DAYS } from '../schemas/employeeRecords.ts';
import { FIXED_TERM_ENDING_NOTICE_DAYS, PROBATION_ENDING_NOTICE_DAYS } from '../schemas/employmentTerms.ts';

/**
 * Every notice the product sends to the bell (issue 28 item 6), by the kind the server stores on it,
 * with the words My profile shows beside its e-mail switch. The bell always gets a notice; each person
 * chooses which kinds also come by e-mail. `mailedByDefault` is what happens for anyone who has not
 * chosen: every kind is mailed today (as far as its area mails it: leave's mails follow the employer's
 * leave settings, a withdrawn request is never mailed), so nothing changes until someone chooses.
 * A notice of a kind not listed here does not type-check on the server: a new notice is added here,
 * so it gets its switch.
 */
export const NOTICE_KIND_GROUPS = [
  'Approvals',
  'Employment Terms',
  'Team',
  'Attendance',
  'Incidents',
  'Documents',
  'Payroll',
  'Security',
] as const;

export type NoticeKindGroup = (typeof NOTICE_KIND_GROUPS)[number];

export interface NoticeKindInfo {
  kind: string;
  group: NoticeKindGroup;
  /** The switch's label: what happened, as the person reads it. */
  label: string;
  /** Who hears of it, in one short line under the label. */
  description: string;
  mailedByDefault: boolean;
}

export const NOTICE_KINDS = [
  {
    kind: 'approval-waiting',
    group: 'Approvals',
    label: 'A request waits for my decision',
    description: 'Leave requests to review, those of the approvers I stand in for included.',
    mailedByDefault: true,
  },
  {
    kind: 'approval-escalated',
    group: 'Approvals',
    label: 'A request has waited too long',
    description: 'For administrators, once a step waits past its escalation days.',
    mailedByDefault: true,
  },
  {
    kind: 'approval-ended',
    group: 'Approvals',
    label: 'My request was decided',
    description: 'Whether my leave request was approved or not.',
    mailedByDefault: true,
  },
  {
    kind: 'employment-terms-probation-ending',
    group: 'Employment Terms',
    label: `A probation ends within ${PROBATION_ENDING_NOTICE_DAYS} days`,
    description: 'For line managers and those who keep the employee’s records.',
    mailedByDefault: true,
  },
  {
    kind: 'employment-terms-contract-ending',
    group: 'Employment Terms',
    label: `A fixed-term contract ends within ${FIXED_TERM_ENDING_NOTICE_DAYS} days`,
    description: 'For line managers and those who keep the employee’s records.',
    mailedByDefault: true,
  },
  {
    kind: 'training-certificate-expiring',
    group: 'Employment Terms',
    label: `A training certificate expires within ${CERTIFICATE_EXPIRY_NOTICE_DAYS} days`,
    description: 'For the person it belongs to and those who keep their records.',
    mailedByDefault: true,
  },
  {
    kind: 'announcement',
    group: 'Team',
    label: 'A new announcement',
    description: 'Announcements published to me.',
    mailedByDefault: true,
  },
  {
    kind: 'shared-document',
    group: 'Team',
    label: 'A document is shared with me',
    description: 'Documents and forms in Document & Form Sharing.',
    mailedByDefault: true,
  },
  {
    kind: 'discussion-reply',
    group: 'Team',
    label: 'A reply to my discussion',
    description: 'Replies to the topics I started.',
    mailedByDefault: true,
  },
  {
    kind: 'punch-flagged',
    group: 'Attendance',
    label: 'A punch waits for my review',
    description:
      'For the reviewer named in Attendance settings, of a punch outside every site or from a device clock far off, when I may review it.',
    mailedByDefault: true,
  },
  {
    kind: 'incident-case',
    group: 'Incidents',
    label: 'An incident case asks something of me',
    description:
      'When I am appointed to investigate, asked to explain, called to a hearing or panel, or a case of mine is decided.',
    mailedByDefault: true,
  },
  {
    kind: 'document-requested',
    group: 'Documents',
    label: 'A document is asked of me',
    description: 'When HR asks me for a document, with its due date.',
    mailedByDefault: true,
  },
  {
    kind: 'document-reviewed',
    group: 'Documents',
    label: 'My document was reviewed',
    description: 'Whether a document I handed in was approved or rejected.',
    mailedByDefault: true,
  },
  {
    kind: 'document-expiry',
    group: 'Documents',
    label: 'My document expires',
    description: 'A reminder before a document I handed in expires, and when it has expired.',
    mailedByDefault: true,
  },
  {
    kind: 'payslip-ready',
    group: 'Payroll',
    label: 'My payslip is ready',
    description: 'Once a pay run is final.',
    mailedByDefault: true,
  },
  {
    kind: 'expense-claim',
    group: 'Payroll',
    label: 'My expense claim was decided or paid',
    description: 'Each approver’s decision on a claim of mine, and when it is paid.',
    mailedByDefault: true,
  },
  {
    kind: 'two-factor-reset',
    group: 'Security',
    label: 'My two-factor sign-in was turned off',
    description: 'When an administrator turns it off for me, so I can set it up again.',
    mailedByDefault: true,
  },
] as const satisfies readonly NoticeKindInfo[];

export type NoticeKind = (typeof NOTICE_KINDS)[number]['kind'];

/** One kind and whether it comes by e-mail, as get- and update-email-preferences carry it. */
export interface NoticeEmailPreference {
  kind: NoticeKind;
  byEmail: boolean;
}

/** Every kind, in the list's order, by the person's choices, else by default. */
export function noticeEmailPreferences(chosen: ReadonlyMap<string, boolean>): NoticeEmailPreference[] {
  return NOTICE_KINDS.map(({ kind, mailedByDefault }) => ({
    kind,
    byEmail: chosen.get(kind) ?? mailedByDefault,
  }));
}
