import type { EmployeeFormValues } from '@hr/domain';

/**
 * One placement of the employee, from the day it took effect; the names are the reference rows' (and
 * the line manager's), given by the server with the ids, so a reader who cannot list those rows (an
 * employee, or a line manager past the first choices offered) still sees them named.
 */
export interface EmployeePlacementChange {
  /** 'YYYY-MM-DD' */
  effectiveDate: string;
  jobPositionId: string | null;
  departmentId: string | null;
  levelId: string | null;
  lineManagerId: string | null;
  jobPositionName: string | null;
  departmentName: string | null;
  levelName: string | null;
  lineManagerName: string | null;
}

/** One basic salary of the employee, from the day it took effect. */
export interface EmployeeSalaryChange {
  /** 'YYYY-MM-DD' */
  effectiveDate: string;
  /** A decimal string such as "4250.00", never a float. */
  basicSalary: string;
  /** ISO 4217 code. */
  currency: string;
}

/** Whether the employee has an account to sign in with, and where their invitation stands. */
export interface EmployeeAccount {
  status: 'none' | 'invited' | 'registered';
  /** When the latest invitation was sent (ISO date-time); with status invited. */
  invitedAt?: string | null;
  /** When its link stops working (ISO date-time), 7 days after it was sent. */
  invitationExpiresAt?: string | null;
}

/**
 * A live warning or a dismissal in force from one of the employee's incident cases (issue 30 item 5);
 * dates 'YYYY-MM-DD'.
 */
export interface EmployeeIncidentDecision {
  kind: 'warning' | 'dismissal';
  description: string;
  caseCode: string;
  decidedOn: string;
  from: string | null;
  /** A warning's last live day. */
  liveUntil: string | null;
}

/**
 * One employee's record as the read-employee operation gives it: the form's values (without health
 * for a reader who may not see it), whether they are still employed, their account, and the
 * effective-dated histories of placement and salary (newest first; changes are added, never
 * overwritten).
 */
export interface EmployeeRecord {
  id: string;
  values: EmployeeFormValues;
  employment: {
    status: 'active' | 'ended';
    /** 'YYYY-MM-DD', the last day of employment; with status ended. */
    endDate: string | null;
    endReason: string | null;
  };
  account: EmployeeAccount;
  placementHistory: readonly EmployeePlacementChange[];
  salaryHistory: readonly EmployeeSalaryChange[];
  /** Given only to the employee themself and to incident managers. */
  incidentDecisions?: readonly EmployeeIncidentDecision[];
}
