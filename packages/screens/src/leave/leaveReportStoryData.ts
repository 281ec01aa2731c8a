import type { LeaveEntitlementRow, LeavePlannerData, LeaveTransactionRow } from './leaveReports.ts';

/** Christmas 2026 at a small employer: the planner's and the reports' story data. */

const AL = { id: 'type-al', code: 'AL', description: 'Annual leave', color: '#008000' };
const SL = { id: 'type-sl', code: 'SL', description: 'Sick leave', color: '#C0392B' };
const UL = { id: 'type-ul', code: 'UL', description: 'Unpaid leave', color: '#800080' };
const CALENDAR = 'calendar-gh';

export const plannerLeaveTypes = [AL, SL, UL];

export const plannerDecember: LeavePlannerData = {
  from: '2026-12-01',
  to: '2026-12-31',
  leaveTypes: plannerLeaveTypes,
  holidays: [
    { calendarId: CALENDAR, date: '2026-12-24', name: 'Christmas Eve', part: 'afternoon' },
    { calendarId: CALENDAR, date: '2026-12-25', name: 'Christmas Day', part: 'whole' },
  ],
  employees: [
    {
      employeeId: 'e-ama',
      employeeName: 'Ama Mensah',
      holidayCalendarId: CALENDAR,
      days: [
        { date: '2026-12-21', leaveTypeId: AL.id, part: 'whole', status: 'approved' },
        { date: '2026-12-22', leaveTypeId: AL.id, part: 'whole', status: 'approved' },
        { date: '2026-12-23', leaveTypeId: AL.id, part: 'morning', status: 'approved' },
      ],
    },
    {
      employeeId: 'e-kofi',
      employeeName: 'Kofi Boateng',
      holidayCalendarId: CALENDAR,
      days: [{ date: '2026-12-03', leaveTypeId: SL.id, part: 'whole', status: 'approved' }],
    },
    {
      employeeId: 'e-yaw',
      employeeName: 'Yaw Asante',
      holidayCalendarId: CALENDAR,
      days: [
        { date: '2026-12-28', leaveTypeId: UL.id, part: 'whole', status: 'pending' },
        { date: '2026-12-29', leaveTypeId: UL.id, part: 'afternoon', status: 'pending' },
      ],
    },
    { employeeId: 'e-efua', employeeName: 'Efua Owusu', holidayCalendarId: CALENDAR, days: [] },
  ],
};

export const plannerChristmasWeek: LeavePlannerData = {
  ...plannerDecember,
  from: '2026-12-21',
  to: '2026-12-27',
  employees: plannerDecember.employees.map((employee) => ({
    ...employee,
    days: employee.days.filter((day) => day.date >= '2026-12-21' && day.date <= '2026-12-27'),
  })),
};

/** What Yaw, an employee, sees: his own leave in full, his colleague's as "Away". */
export const plannerAsEmployee: LeavePlannerData = {
  ...plannerDecember,
  employees: [
    {
      employeeId: 'e-ama',
      employeeName: 'Ama Mensah',
      holidayCalendarId: CALENDAR,
      days: [
        { date: '2026-12-21', leaveTypeId: null, part: 'whole', status: 'approved' },
        { date: '2026-12-22', leaveTypeId: null, part: 'whole', status: 'approved' },
      ],
    },
    plannerDecember.employees[2] as LeavePlannerData['employees'][number],
  ],
};

export const plannerDepartments = [
  { id: 'dept-eng', name: 'Engineering' },
  { id: 'dept-sales', name: 'Sales' },
];

export const plannerBranches = [
  { id: 'branch-accra', name: 'Accra' },
  { id: 'branch-kumasi', name: 'Kumasi' },
];

export const transactionRows: LeaveTransactionRow[] = [
  ['t1', '2026-12-21', 'taken', '-3', null],
  ['t2', '2026-08-03', 'returned', '2', null],
  ['t3', '2026-08-03', 'taken', '-2', null],
  ['t4', '2026-06-01', 'adjusted', '2', 'Worked the bank holiday'],
  ['t5', '2026-03-31', 'expired', '-1', null],
  ['t6', '2026-01-01', 'earned', '20', null],
  ['t7', '2026-01-01', 'carried-over', '3', null],
].map(([id, date, kind, amount, reason]) => ({
  id: id as string,
  date: date as string,
  employeeId: 'e-ama',
  employeeNo: 'E-0042',
  employeeName: 'Ama Mensah',
  leaveTypeId: AL.id,
  leaveTypeCode: 'AL',
  unit: 'Day',
  kind: kind as LeaveTransactionRow['kind'],
  amount: amount as string,
  reason: reason ?? null,
  requestId: kind === 'taken' || kind === 'returned' ? `request-${id}` : null,
}));

export const entitlementRows: LeaveEntitlementRow[] = [
  {
    employeeId: 'e-ama',
    employeeNo: 'E-0042',
    employeeName: 'Ama Mensah',
    departmentName: 'Engineering',
    leaveTypeId: AL.id,
    leaveTypeCode: 'AL',
    unit: 'Day',
    carriedOver: '3',
    earned: '20',
    taken: '5',
    expired: '1',
    adjusted: '2',
    balance: '19',
    booked: '4',
    afterBookedLeave: '15',
    pending: '2',
  },
  {
    employeeId: 'e-kofi',
    employeeNo: 'E-0043',
    employeeName: 'Kofi Boateng',
    departmentName: 'Sales',
    leaveTypeId: UL.id,
    leaveTypeCode: 'UL',
    unit: 'Day',
    carriedOver: '0',
    earned: '0',
    taken: '2.5',
    expired: '0',
    adjusted: '0',
    balance: '-2.5',
    booked: '0',
    afterBookedLeave: '-2.5',
    pending: '0',
  },
];
