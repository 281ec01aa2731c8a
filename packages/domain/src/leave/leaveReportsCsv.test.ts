import { describe, expect, test } from 'vitest';
import { csvCell } from '../csv.ts';
import { leaveEntitlementCsv, leaveTransactionsCsv } from './leaveReportsCsv.ts';

describe('leaveTransactionsCsv', () => {
  test('a header and a line per entry, the kind in words, negative amounts as numbers, reasons quoted', () => {
    const csv = leaveTransactionsCsv([
      {
        date: '2026-12-07',
        employeeNo: 'E-0042',
        employeeName: 'Ama Mensah',
        leaveTypeCode: 'AL',
        unit: 'Day',
        kind: 'taken',
        amount: '-5',
        reason: null,
      },
      {
        date: '2026-06-01',
        employeeNo: 'E-0042',
        employeeName: 'Ama Mensah',
        leaveTypeCode: 'AL',
        unit: 'Day',
        kind: 'adjusted',
        amount: '2.5',
        reason: 'Worked the "bank holiday", twice',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Employee No,Employee Name,Leave Type,Transaction,Amount,Unit,Reason',
      '2026-12-07,E-0042,Ama Mensah,AL,Taken,-5,Day,',
      '2026-06-01,E-0042,Ama Mensah,AL,Adjusted,2.5,Day,"Worked the ""bank holiday"", twice"',
      '',
    ]);
  });

  test('no rows: the header alone', () => {
    expect(leaveTransactionsCsv([])).toBe(
      'Date,Employee No,Employee Name,Leave Type,Transaction,Amount,Unit,Reason\r\n',
    );
  });
});

describe('leaveEntitlementCsv', () => {
  test('every figure of a row as a number, a missing department empty, a formula-looking name disarmed', () => {
    const csv = leaveEntitlementCsv([
      {
        employeeNo: 'E-7',
        employeeName: '=HYPERLINK("x")',
        departmentName: null,
        leaveTypeCode: 'UL',
        unit: 'Hour',
        carriedOver: '0',
        earned: '0',
        taken: '7.5',
        expired: '0',
        adjusted: '-1.25',
        balance: '-8.75',
        booked: '2',
        afterBookedLeave: '-10.75',
        pending: '0',
      },
    ]);
    expect(csv.split('\r\n')[0]).toContain('Balance,Booked,After Booked Leave,Pending');
    expect(csv.split('\r\n')[1]).toBe(`E-7,"'=HYPERLINK(""x"")",,UL,Hour,0,0,7.5,0,-1.25,-8.75,2,-10.75,0`);
  });
});

describe('csvCell', () => {
  test('a number cell must be a decimal number, so nothing else slips through unguarded', () => {
    expect(csvCell({ number: '-12.50' })).toBe('-12.50');
    expect(() => csvCell({ number: '-1+1' })).toThrow(RangeError);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
  });
});
