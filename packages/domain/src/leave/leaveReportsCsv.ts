import { csvText } from '../csv.ts';
import { LEDGER_ENTRY_KIND_LABELS, type LedgerEntryKind } from './ledger.ts';

/**
 * The Transaction Report's and the Entitlement Report's CSV exports (issue 12 item 9): the rows as the
 * contract answers them, the columns as the screens show them, amounts as numbers.
 */

export interface LeaveTransactionCsvRow {
  date: string;
  employeeNo: string;
  employeeName: string;
  leaveTypeCode: string;
  unit: 'Day' | 'Hour';
  kind: LedgerEntryKind;
  amount: string;
  reason: string | null;
}

export interface LeaveEntitlementCsvRow {
  employeeNo: string;
  employeeName: string;
  departmentName: string | null;
  leaveTypeCode: string;
  unit: 'Day' | 'Hour';
  carriedOver: string;
  earned: string;
  taken: string;
  expired: string;
  adjusted: string;
  balance: string;
  booked: string;
  afterBookedLeave: string;
  pending: string;
}

export const LEAVE_TRANSACTION_CSV_HEADERS = [
  'Date',
  'Employee No',
  'Employee Name',
  'Leave Type',
  'Transaction',
  'Amount',
  'Unit',
  'Reason',
] as const;

export const LEAVE_ENTITLEMENT_CSV_HEADERS = [
  'Employee No',
  'Employee Name',
  'Department',
  'Leave Type',
  'Unit',
  'Carried Over',
  'Earned',
  'Taken',
  'Expired',
  'Adjusted',
  'Balance',
  'Booked',
  'After Booked Leave',
  'Pending',
] as const;

export function leaveTransactionsCsv(rows: readonly LeaveTransactionCsvRow[]): string {
  return csvText(LEAVE_TRANSACTION_CSV_HEADERS, rows, (row) => [
    row.date,
    row.employeeNo,
    row.employeeName,
    row.leaveTypeCode,
    LEDGER_ENTRY_KIND_LABELS[row.kind],
    { number: row.amount },
    row.unit,
    row.reason,
  ]);
}

export function leaveEntitlementCsv(rows: readonly LeaveEntitlementCsvRow[]): string {
  return csvText(LEAVE_ENTITLEMENT_CSV_HEADERS, rows, (row) => [
    row.employeeNo,
    row.employeeName,
    row.departmentName,
    row.leaveTypeCode,
    row.unit,
    { number: row.carriedOver },
    { number: row.earned },
    { number: row.taken },
    { number: row.expired },
    { number: row.adjusted },
    { number: row.balance },
    { number: row.booked },
    { number: row.afterBookedLeave },
    { number: row.pending },
  ]);
}
