import { describe, expect, it } from 'vitest';
import {
  bankTransferFileName,
  hasPayslips,
  isRunning,
  nextRunDefaults,
  payslipFileName,
  statutoryReturnFileName,
} from './payRunFiles.ts';

describe('the pay-run downloads’ file names', () => {
  it('name a payslip by the employee number, else the name, and the period’s first day', () => {
    expect(
      payslipFileName({ employeeNo: 'E-0042', employeeName: 'Ama Mensah', periodStart: '2026-11-01' }),
    ).toBe('payslip-E-0042-2026-11-01.pdf');
    expect(payslipFileName({ employeeNo: null, employeeName: 'Ama Mensah', periodStart: '2026-11-01' })).toBe(
      'payslip-Ama-Mensah-2026-11-01.pdf',
    );
  });

  it('keep only letters, digits, dashes and underscores of a name, as the server does', () => {
    expect(bankTransferFileName('GCB/Bank: Accra', '2026-11-01')).toBe(
      'bank-transfer-GCB-Bank-Accra-2026-11-01.csv',
    );
    expect(bankTransferFileName('Société Générale', '2026-11-01')).toBe(
      'bank-transfer-Société-Générale-2026-11-01.csv',
    );
    expect(statutoryReturnFileName('2026-11-01')).toBe('statutory-return-2026-11-01.csv');
  });
});

describe('a run’s state on its page', () => {
  it('is asked again only while Queued or Processing', () => {
    expect(['Queued', 'Processing', 'Draft', 'Final', 'Failed'].filter(isRunning)).toEqual([
      'Queued',
      'Processing',
    ]);
  });

  it('has payslips to list when Draft or Final, none when it failed', () => {
    expect(['Queued', 'Processing', 'Draft', 'Final', 'Failed'].filter(hasPayslips)).toEqual([
      'Draft',
      'Final',
    ]);
  });
});

describe('what a new run offers first', () => {
  it('is the period after the latest regular run’s, across a month’s and a year’s end', () => {
    expect(
      nextRunDefaults([
        { payPeriod: 'Monthly', periodEnd: '2026-10-31', offCycle: false },
        { payPeriod: 'Monthly', periodEnd: '2026-11-30', offCycle: false },
        { payPeriod: 'Weekly', periodEnd: '2026-12-06', offCycle: true },
      ]),
    ).toEqual({ payPeriod: 'Monthly', periodStart: '2026-12-01' });
    expect(nextRunDefaults([{ payPeriod: 'Monthly', periodEnd: '2026-12-31', offCycle: false }])).toEqual({
      payPeriod: 'Monthly',
      periodStart: '2027-01-01',
    });
  });

  it('is nothing before the first regular run', () => {
    expect(nextRunDefaults([])).toEqual({});
    expect(nextRunDefaults([{ payPeriod: 'Weekly', periodEnd: '2026-12-06', offCycle: true }])).toEqual({});
  });
});
