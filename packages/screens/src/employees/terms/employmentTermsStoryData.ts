import type {
  EmploymentTermsChoices,
  EmploymentTermsHistory,
  EmploymentTermsItem,
} from './employmentTerms.ts';

/** Three people: a fixed term ending soon with a permanent contract scheduled, one on probation, one without terms. */
export const termsItems: readonly EmploymentTermsItem[] = [
  {
    id: 'e-grace',
    employeeNo: 'E-0042',
    employeeName: 'Grace Hopper',
    inEffect: {
      effectiveDate: '2026-01-05',
      contractType: 'Fixed term',
      startDate: '2026-01-05',
      endDate: '2026-12-31',
      probationEndDate: '2026-04-05',
      confirmationDate: null,
      noticePeriod: 1,
      noticePeriodUnit: 'months',
      hoursPerWeek: '37.5',
      workWeekId: 'ww-mon-fri',
      holidayCalendarId: 'hc-gh',
      leaveWorkflowId: null,
      payFrequency: 'Monthly',
    },
    next: {
      effectiveDate: '2027-01-01',
      contractType: 'Permanent',
      startDate: '2026-01-05',
      endDate: null,
      probationEndDate: null,
      confirmationDate: '2027-01-01',
      noticePeriod: 3,
      noticePeriodUnit: 'months',
      hoursPerWeek: '40',
      workWeekId: 'ww-mon-fri',
      holidayCalendarId: 'hc-gh',
      leaveWorkflowId: null,
      payFrequency: 'Monthly',
    },
  },
  {
    id: 'e-kofi',
    employeeNo: 'E-0043',
    employeeName: 'Kofi Mensah',
    inEffect: {
      effectiveDate: '2026-10-01',
      contractType: 'Probation',
      startDate: '2026-10-01',
      endDate: null,
      probationEndDate: '2026-12-31',
      confirmationDate: null,
      noticePeriod: 2,
      noticePeriodUnit: 'weeks',
      hoursPerWeek: '40',
      workWeekId: null,
      holidayCalendarId: null,
      leaveWorkflowId: null,
      payFrequency: 'Bi-Weekly',
    },
    next: null,
  },
  { id: 'e-ama', employeeNo: 'E-0044', employeeName: 'Ama Owusu', inEffect: null, next: null },
];

export const termsChoices: EmploymentTermsChoices = {
  workWeeks: [{ id: 'ww-mon-fri', name: 'Monday to Friday' }],
  holidayCalendars: [{ id: 'hc-gh', name: 'Ghana' }],
  leaveWorkflows: [{ id: 'wf-manager', name: 'Line manager, then HR' }],
};

const grace = termsItems[0] as EmploymentTermsItem & {
  inEffect: NonNullable<EmploymentTermsItem['inEffect']>;
  next: NonNullable<EmploymentTermsItem['next']>;
};

/** Grace's terms: a permanent contract scheduled, the fixed term in effect, and her probation before it. */
export const graceHistory: EmploymentTermsHistory = {
  inEffectDate: grace.inEffect.effectiveDate,
  rows: [
    grace.next,
    grace.inEffect,
    {
      ...grace.inEffect,
      effectiveDate: '2025-10-06',
      contractType: 'Probation',
      startDate: '2025-10-06',
      endDate: null,
      probationEndDate: '2026-01-04',
    },
  ],
};
