import type { Generated } from 'kysely';
import type { OptionalOnInsert } from './schema-columns.ts';

/** Attendance (migration 0034; docs/attendance.md). Numerics are read as text; dates as 'YYYY-MM-DD'. */
export interface AttendanceSettingsTable {
  employer_id: string;
  location_required: OptionalOnInsert<boolean>;
  allow_outside_with_reason: OptionalOnInsert<boolean>;
  rounding_minutes: OptionalOnInsert<number>;
  max_accuracy_metres: OptionalOnInsert<number>;
  reviewer_employee_id: OptionalOnInsert<string | null>;
  default_start: OptionalOnInsert<string>;
  default_end: OptionalOnInsert<string>;
  default_break_minutes: OptionalOnInsert<number>;
  late_entry_grace_minutes: OptionalOnInsert<number>;
  early_exit_grace_minutes: OptionalOnInsert<number>;
  half_day_below_minutes: OptionalOnInsert<number>;
  absent_below_minutes: OptionalOnInsert<number>;
  updated_at: Generated<Date>;
  updated_by: OptionalOnInsert<string | null>;
}

export interface ShiftTypesTable {
  id: Generated<string>;
  employer_id: string;
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  late_entry_grace_minutes: number;
  early_exit_grace_minutes: number;
  half_day_below_minutes: number;
  absent_below_minutes: number;
  window_before_start_minutes: number;
  window_after_end_minutes: number;
  /** @hr/domain's Weekday names. */
  days: string[];
  active: OptionalOnInsert<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ShiftAssignmentsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  shift_type_id: string;
  from_date: string;
  to_date: string | null;
  created_at: Generated<Date>;
  created_by: string | null;
}

export interface AttendanceSitesTable {
  id: Generated<string>;
  employer_id: string;
  name: string;
  latitude: string;
  longitude: string;
  radius_metres: number;
  branch_id: string | null;
  employee_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AttendancePunchesTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  device_key: string;
  direction: 'in' | 'out' | 'unknown';
  received_at: Date;
  device_at: Date | null;
  offline: OptionalOnInsert<boolean>;
  counted_at: Date;
  time_zone: string;
  /** 'YYYY-MM-DDTHH:MM:SS', the person's clock in `time_zone` at `counted_at`. */
  wall_time: string;
  latitude: string | null;
  longitude: string | null;
  accuracy_metres: number | null;
  site_id: string | null;
  outside_reason: string | null;
  /** 'outside-site' | 'device-time'. */
  flags: OptionalOnInsert<string[]>;
  review: OptionalOnInsert<'accepted' | 'rejected' | null>;
  reviewed_by: OptionalOnInsert<string | null>;
  reviewed_at: OptionalOnInsert<Date | null>;
  request_id: OptionalOnInsert<string | null>;
  created_by: OptionalOnInsert<string | null>;
}

export interface AttendanceDaysTable {
  employer_id: string;
  employee_id: string;
  date: string;
  status: 'Present' | 'Half Day' | 'Absent' | 'On Leave' | 'Holiday' | 'Weekly Off';
  shift_type_id: string | null;
  worked_minutes: number;
  late_minutes: number;
  early_exit_minutes: number;
  overtime_minutes: number;
  overtime_approved_minutes: OptionalOnInsert<number | null>;
  overtime_approved_by: OptionalOnInsert<string | null>;
  first_in: Date | null;
  last_out: Date | null;
  window_from: OptionalOnInsert<Date | null>;
  window_to: OptionalOnInsert<Date | null>;
  computed_at: Generated<Date>;
}

export interface AttendanceRequestsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  date: string;
  kind: 'Forgot to punch' | 'Work from home' | 'On duty';
  check_in: string | null;
  check_out: string | null;
  reason: string;
  status: Generated<'Pending' | 'Approved' | 'Rejected' | 'Withdrawn'>;
  approval_id: string | null;
  submitted_on: string;
  submitted_by: string;
  decided_on: OptionalOnInsert<string | null>;
  decided_by_name: OptionalOnInsert<string | null>;
  rejection_reason: OptionalOnInsert<string | null>;
  created_at: Generated<Date>;
}
