import { expect } from 'vitest';
import { jobRunner } from '../../jobs/job-runner.ts';
import { silentLogger } from '../../logger.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import {
  GHANA_PAYE_BRACKETS,
  insertContribution,
  insertPayItem,
  insertSalary,
  insertTaxTable,
  saveSettings,
} from '../setup/payroll-fixtures.ts';
import { succeeded } from '../setup/payroll-test-support.ts';
import { payslipNoticeJobHandlers } from './pay-run-finalise.ts';
import { type PayRunJobOptions, payRunJobHandlers } from './pay-run-job.ts';
import type { PayRunWire } from './pay-runs.ts';

/** What the pay-run tests share: a Ghana employer, employees paid 5,000 with housing and SSNIT, and the job run by hand. */

export const NOVEMBER = { payPeriod: 'Monthly', periodStart: '2026-11-01', payDate: '2026-11-28' } as const;
export const ALL = { scope: 'all', ids: [] } as const;

/** A payslip line as get-payslip answers it. */
export interface PayslipLineWire {
  kind: string;
  label: string;
  amount: string;
  explanation: string;
  arrearsFor: string | null;
}

export async function runJobs(api: TestApi, options: PayRunJobOptions = {}): Promise<void> {
  const jobs = jobRunner({
    db: api.db,
    handlers: {
      ...payRunJobHandlers({ clock: api.deps.clock, ...options }),
      ...payslipNoticeJobHandlers({ publicUrl: 'https://hr.example.test' }),
    },
    logger: silentLogger,
  });
  await jobs.runDue();
  await jobs.stop();
}

export async function ghanaPayroll(api: TestApi) {
  const admin = await api.newAdministrator();
  const token = admin.token;
  const employerId = admin.session.user.employerId;
  await saveSettings(api.db, employerId, { currency: 'GHS' });
  const housingId = await insertPayItem(api.db, employerId, {
    kind: 'Earning',
    code: 'HOUSING',
    description: 'Housing',
    amount: '1000',
    otherStatutory: false,
  });
  const ssnitId = await insertContribution(api.db, employerId, {
    code: 'SSNIT',
    employer: { type: 'Gross Income', amount: '13' },
    employee: { type: 'Gross Income', amount: '5.5' },
  });
  await insertTaxTable(api.db, employerId, { code: 'PAYE', type: 'PAYE Tax', brackets: GHANA_PAYE_BRACKETS });

  /** An employee paid `salary` (GHS) from 2025, paid in cash, with housing and SSNIT from January 2026. */
  async function employee(firstName: string, lastName = 'Mensah', salary = '5000'): Promise<string> {
    const employeeId = (await api.addEmployee(token, { firstName, lastName })).id;
    await api.db
      .updateTable('employees')
      .set({ payment_method: 'Cash' })
      .where('id', '=', employeeId)
      .execute();
    await insertSalary(api.db, employerId, employeeId, {
      effectiveDate: '2025-01-01',
      basicSalary: salary,
      currency: 'GHS',
    });
    await api.db
      .insertInto('employee_pay_items')
      .values([
        {
          employer_id: employerId,
          employee_id: employeeId,
          pay_item_id: housingId,
          effective_date: '2026-01-01',
        },
        {
          employer_id: employerId,
          employee_id: employeeId,
          statutory_contribution_id: ssnitId,
          effective_date: '2026-01-01',
        },
      ])
      .execute();
    return employeeId;
  }

  const call = <T>(path: string, body: unknown) => succeeded<T>(api, path, body, token);

  /** Queues a run, runs the job, and answers the run as get-pay-run gives it. */
  async function processed(request: Record<string, unknown> = {}): Promise<PayRunWire> {
    const queued = await call<PayRunWire>('/payroll/process-pay-run', {
      ...NOVEMBER,
      processAsDraft: true,
      offCycle: false,
      selection: ALL,
      ...request,
    });
    expect(queued.status).toBe('Queued');
    await runJobs(api);
    return call<PayRunWire>('/payroll/get-pay-run', { id: queued.id });
  }

  return { admin, token, employerId, employee, call, processed };
}
