import { ATTENDANCE_SETTINGS_DEFAULTS, type AttendanceSettingsValues } from '@hr/domain';
import { fn, within } from 'storybook/test';
import type { AttendanceSettingsScreenProps as Props } from './AttendanceSettingsScreen.tsx';
import type {
  AttendanceBranch,
  AttendanceDepartment,
  AttendancePerson,
  AttendanceSiteItem,
  ShiftAssignmentItem,
  ShiftTypeItem,
} from './shiftTypes.ts';

export const attendanceSettings: AttendanceSettingsValues = {
  ...ATTENDANCE_SETTINGS_DEFAULTS,
  allowOutsideWithReason: true,
  roundingMinutes: 5,
};

export const attendanceDepartments: AttendanceDepartment[] = [
  { id: 'dep-ops', name: 'Operations' },
  { id: 'dep-fin', name: 'Finance' },
];

export const attendanceBranches: AttendanceBranch[] = [
  { id: 'br-accra', name: 'Accra', timeZone: null },
  { id: 'br-lagos', name: 'Lagos', timeZone: 'Africa/Lagos' },
];

export const attendancePeople: AttendancePerson[] = [
  { id: 'e-ama', name: 'Ama Mensah', departmentId: 'dep-ops', branchId: 'br-accra', timeZone: null },
  { id: 'e-kofi', name: 'Kofi Boateng', departmentId: 'dep-ops', branchId: 'br-accra', timeZone: null },
  { id: 'e-ngozi', name: 'Ngozi Okafor', departmentId: 'dep-fin', branchId: 'br-lagos', timeZone: null },
  {
    id: 'e-yaw',
    name: 'Yaw Asante',
    departmentId: 'dep-fin',
    branchId: 'br-accra',
    timeZone: 'Europe/London',
  },
];

const rules = {
  lateEntryGraceMinutes: 10,
  earlyExitGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 60,
  windowBeforeStartMinutes: 120,
  windowAfterEndMinutes: 240,
};

export const shiftTypeItems: ShiftTypeItem[] = [
  {
    id: 'st-day',
    name: 'Day',
    start: '08:00',
    end: '16:30',
    breakMinutes: 30,
    ...rules,
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    active: true,
  },
  {
    id: 'st-night',
    name: 'Night',
    start: '22:00',
    end: '06:00',
    breakMinutes: 45,
    ...rules,
    windowAfterEndMinutes: 120,
    days: ['Monday', 'Wednesday', 'Friday', 'Saturday'],
    active: true,
    assignments: 1,
  },
  {
    id: 'st-old',
    name: 'Weekend (old)',
    start: '09:00',
    end: '15:00',
    breakMinutes: 0,
    ...rules,
    days: ['Saturday', 'Sunday'],
    active: false,
  },
];

export const shiftAssignmentItems: ShiftAssignmentItem[] = [
  {
    id: 'sa-1',
    employeeId: 'e-ama',
    employeeName: 'Ama Mensah',
    shiftTypeId: 'st-day',
    shiftTypeName: 'Day',
    fromDate: '2026-11-02',
    toDate: null,
  },
  {
    id: 'sa-2',
    employeeId: 'e-kofi',
    employeeName: 'Kofi Boateng',
    shiftTypeId: 'st-night',
    shiftTypeName: 'Night',
    fromDate: '2026-11-16',
    toDate: '2026-12-31',
  },
];

export const attendanceSiteItems: AttendanceSiteItem[] = [
  {
    id: 'site-hq',
    name: 'Head office',
    latitude: '5.6037168',
    longitude: '-0.1869644',
    radiusMetres: 150,
    branchId: null,
    employeeId: null,
  },
  {
    id: 'site-lagos',
    name: 'Lagos depot',
    latitude: '6.5243793',
    longitude: '3.3792057',
    radiusMetres: 300,
    branchId: 'br-lagos',
    branchName: 'Lagos',
    employeeId: null,
    employeeName: null,
  },
  {
    id: 'site-yaw',
    name: 'Client site',
    latitude: '51.5072178',
    longitude: '-0.1275862',
    radiusMetres: 100,
    branchId: null,
    employeeId: 'e-yaw',
  },
];

/** What every Attendance › Settings story starts from: a ready screen whose calls all succeed. */
export function attendanceSettingsArgs() {
  return {
    status: 'ready' as const,
    settings: attendanceSettings,
    shiftTypes: shiftTypeItems,
    assignments: shiftAssignmentItems,
    sites: attendanceSiteItems,
    people: attendancePeople,
    departments: attendanceDepartments,
    branches: attendanceBranches,
    employerTimeZone: 'Africa/Accra',
    onRetry: fn(),
    onSaveSettings: fn<Props['onSaveSettings']>(async () => undefined),
    onSaveShiftType: fn<Props['onSaveShiftType']>(async () => undefined),
    onDeleteShiftType: fn<Props['onDeleteShiftType']>(async () => undefined),
    onAssignShift: fn<Props['onAssignShift']>(async () => undefined),
    onRemoveAssignment: fn<Props['onRemoveAssignment']>(async () => undefined),
    onSaveSite: fn<Props['onSaveSite']>(async () => undefined),
    onDeleteSite: fn<Props['onDeleteSite']>(async () => undefined),
    onSetTimeZone: fn<Props['onSetTimeZone']>(async () => undefined),
  } satisfies Props;
}

/** The body rows' cells' texts, top to bottom. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? ''));
