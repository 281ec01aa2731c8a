import {
  type HolidayValues,
  holidayHalvesLookup,
  MONDAY_TO_FRIDAY,
  nthWorkingDayAfter,
  toHolidays,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { Database } from '../db/schema.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { runAccruals } from '../leave/accruals.ts';
import { silentLogger } from '../logger.ts';
import { payslipNoticeJobHandlers } from '../payroll/runs/pay-run-finalise.ts';
import { payRunJobHandlers } from '../payroll/runs/pay-run-job.ts';
import { type DemoAccount, type DemoApi, DemoSeedError, type DemoServer, demoApi } from './demo-api.ts';
import {
  insertDemoAttendanceDays,
  insertDemoPay,
  insertDemoPunches,
  setDemoLineManagers,
} from './demo-bulk-rows.ts';
import { seededRandom } from './demo-employees.ts';
import { seedDemoPayrollTables } from './demo-payroll-tables.ts';
import { addDemoEmployees, generateDemoPassword } from './seed-demo-data.ts';

/** The employer's zone and currency in the demo's story: a company in Accra. */
const DEMO_ZONE = 'Africa/Accra';
const DEMO_CURRENCY = 'GHS';
/** The seed of the story's choices (who asks for leave, who claims expenses): the same N, the same data. */
const STORY_SEED = 34;
/** Ghana's public holidays, as the demo's holiday calendar keeps them (month and day, every year). */
const DEMO_HOLIDAYS: readonly (readonly [name: string, monthDay: string])[] = [
  ['New Year’s Day', '01-01'],
  ['Constitution Day', '01-07'],
  ['Independence Day', '03-06'],
  ['May Day', '05-01'],
  ['Republic Day', '07-01'],
  ['Founders’ Day', '08-04'],
  ['Kwame Nkrumah Memorial Day', '09-21'],
  ['Farmers’ Day', '12-05'],
  ['Christmas Day', '12-25'],
  ['Boxing Day', '12-26'],
];

export interface DemoSeedRequest {
  employerId: string;
  /** The employer's administrator, as whom the story's operations are sent. */
  adminUserId: string;
  count: number;
  /** Hears each step as it starts. */
  onStep?: (step: string) => void;
  /** Called in the transaction that marks the seed finished (load-demo-data writes its audit row there). */
  onFinished?: (trx: Kysely<Database>) => Promise<void>;
}

export type DemoSeedOutcome = { seeded: true } | { seeded: false; reason: 'already-seeded' };

/** Why a seed of this employer cannot run; null when it may. */
export async function demoSeedRefusal(
  db: Kysely<Database>,
  employerId: string,
  count: number,
): Promise<{ status: 'already-seeded' } | { status: 'refused'; message: string } | null> {
  const seeded = await db
    .selectFrom('demo_seeds')
    .selectAll()
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!seeded) return null;
  if (seeded.finished_at === null) {
    return {
      status: 'refused',
      message:
        'A demo seed of this employer started and did not finish; seed a new database (or another employer) instead.',
    };
  }
  if (seeded.employee_count !== count) {
    return {
      status: 'refused',
      message: `This employer was seeded with ${seeded.employee_count} demo employees; seeding it again with ${count} would change its story. Run the seed with ${seeded.employee_count}, or seed a new database.`,
    };
  }
  return { status: 'already-seeded' };
}

/**
 * Fills an employer with the demo's story, through the server's own operations (demo-api.ts) except
 * the per-employee rows of demo-bulk-rows.ts: its set-up, `count` employees with placements, salaries
 * and line managers, payroll (tables, pay items, last month's final run and this month's draft),
 * leave (types, a work week, holidays, balances, requests and decisions), a month of attendance, the
 * team's posts, an incident on the cause list, a document request, expense claims and employee
 * requests. Recorded in demo_seeds, so a second seed of the same employer with the same count changes
 * nothing, and one with another count is refused.
 */
export async function seedDemoEmployer(
  deps: ServiceDeps,
  server: Omit<DemoServer, 'accessTokens'>,
  request: DemoSeedRequest,
): Promise<DemoSeedOutcome> {
  const { db } = deps;
  const { employerId, count } = request;
  const refusal = await demoSeedRefusal(db, employerId, count);
  if (refusal?.status === 'already-seeded') return { seeded: false, reason: 'already-seeded' };
  if (refusal) throw new DemoSeedError(refusal.message);
  // Claimed before anything is written: a second seed at the same time fails on the key.
  await db.insertInto('demo_seeds').values({ employer_id: employerId, employee_count: count }).execute();
  const step = request.onStep ?? (() => {});
  const admin: DemoAccount = { userId: request.adminUserId, employerId, role: 'admin' };
  const api = demoApi({ ...server, accessTokens: deps.accessTokens }, admin);
  const story = new DemoStory(deps, api, employerId, step);
  await story.write(count);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('demo_seeds')
      .set({ finished_at: new Date() })
      .where('employer_id', '=', employerId)
      .execute();
    await request.onFinished?.(trx);
  });
  return { seeded: true };
}

interface Employee {
  id: string;
  employeeNo: string;
  startDate: string;
}

class DemoStory {
  private readonly random = seededRandom(STORY_SEED);
  private employees: Employee[] = [];
  private heads: string[] = [];
  private today = '';
  private readonly accountOf = new Map<string, DemoAccount>();
  private passwordHash: string | undefined;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly api: DemoApi,
    private readonly employerId: string,
    private readonly step: (step: string) => void,
  ) {}

  async write(count: number): Promise<void> {
    await this.setUpEmployer();
    this.step(`employees (${count})`);
    await addDemoEmployees(this.deps.db, this.employerId, count);
    this.employees = (
      await this.deps.db
        .selectFrom('employees')
        .select(['id', 'employee_no', 'start_date'])
        .where('employer_id', '=', this.employerId)
        .orderBy('employee_no')
        .execute()
    ).map((row) => ({ id: row.id, employeeNo: row.employee_no, startDate: row.start_date as string }));
    if (this.employees.length === 0) return;
    this.heads = await setDemoLineManagers(this.deps.db, this.employerId);
    this.today = await employerToday(this.deps, this.employerId);
    await this.employeeRecords();
    await this.payroll();
    await this.leave();
    await this.attendance();
    await this.team();
    await this.incident();
    await this.documents();
    await this.expenses();
    await this.requests();
  }

  private async setUpEmployer(): Promise<void> {
    const { api } = this;
    this.step('employer set-up');
    await api.call('/employer/update-information', {
      legalName: 'Demo Company Ltd',
      registrationNumber: 'CS-2026-00034',
      taxNumber: 'C0000034000',
      address: '12 Independence Avenue, Accra',
      country: 'Ghana',
      baseCurrency: DEMO_CURRENCY,
      fiscalYearStartMonth: 1,
      defaultPayPeriod: 'Monthly',
    });
    await api.call('/employer/update-settings', { timeZone: DEMO_ZONE, defaultCurrency: DEMO_CURRENCY });
    for (const moduleId of ['leave', 'attendance', 'expense-claim']) {
      await api.call('/employer/set-module-access', { moduleId, enabled: true });
    }
    await api.call('/employer/create-branch', { code: 'ACC', name: 'Accra head office', active: true });
    await api.call('/employer/create-branch', { code: 'KSI', name: 'Kumasi', active: true });
    await api.call('/employer/create-bank', {
      code: 'GCB',
      name: 'GCB Bank',
      active: true,
      branchOrSortCode: '040101',
    });
    for (const [code, name] of [
      ['L1', 'Junior'],
      ['L2', 'Intermediate'],
      ['L3', 'Senior'],
    ]) {
      await api.call('/employer/create-level', { code, name, active: true });
    }
    await api.call('/roles/create-role', {
      name: 'Payroll Officer',
      description: 'Runs pay; cannot change their own pay.',
      grid: {
        employees: { read: 'employer' },
        payroll: { read: 'employer', update: 'employer', run: 'employer' },
      },
    });
  }

  /** `how many` employees picked by the story's seed, different each call, never a department head. */
  private pick(howMany: number): Employee[] {
    const heads = new Set(this.heads);
    const candidates = this.employees.filter((employee) => !heads.has(employee.id));
    const pool = candidates.length > 0 ? candidates : this.employees;
    const picked = new Map<string, Employee>();
    for (let tries = 0; picked.size < Math.min(howMany, pool.length) && tries < howMany * 20; tries++) {
      const employee = pool[Math.floor(this.random() * pool.length)] as Employee;
      picked.set(employee.id, employee);
    }
    return [...picked.values()];
  }

  /** A day relative to today, in the employer's calendar. */
  private day(offset: { days?: number; months?: number }): string {
    return parseDate(this.today).add(offset).toString();
  }

  private async employeeRecords(): Promise<void> {
    const { api } = this;
    this.step('employee records');
    const [educated, experienced, onTerms] = [this.pick(3), this.pick(3), this.pick(3)];
    for (const employee of educated) {
      await api.call('/records/save-education', {
        employeeId: employee.id,
        institution: 'University of Ghana',
        qualification: 'BSc',
        fieldOfStudy: 'Business Administration',
        startDate: '2012-09-01',
        endDate: '2016-06-30',
      });
    }
    for (const employee of experienced) {
      await api.call('/records/save-experience', {
        employeeId: employee.id,
        employerName: 'Gold Coast Traders',
        jobTitle: 'Assistant',
        startDate: '2016-08-01',
        endDate: '2018-12-31',
      });
    }
    await api.call('/records/save-training', {
      title: 'Fire safety',
      provider: 'Ghana National Fire Service',
      startDate: this.day({ months: -2 }),
      endDate: this.day({ months: -2 }),
      cost: '1250.00',
      currency: DEMO_CURRENCY,
      attendeeIds: this.pick(5).map((employee) => employee.id),
    });
    for (const employee of onTerms) {
      await api.call('/management/record-employment-terms', {
        employeeId: employee.id,
        effectiveDate: this.day({ months: 1 }).slice(0, 8).concat('01'),
        contractType: 'Permanent',
        startDate: employee.startDate,
        noticePeriod: 1,
        noticePeriodUnit: 'months',
        hoursPerWeek: '40',
        payFrequency: 'Monthly',
      });
    }
  }

  private async payroll(): Promise<void> {
    const { api } = this;
    this.step('payroll set-up');
    await api.call('/payroll/update-payroll-settings', {
      currency: DEMO_CURRENCY,
      rounding: 'Half Up',
      prorationMethod: 'Calendar Days',
      payDay: 28,
    });
    const tables = await seedDemoPayrollTables(api);
    const item = (body: Record<string, unknown>) =>
      api.call('/payroll/create-pay-item', { isActive: true, quantity: '1', unit: 'Month', ...body });
    const housing = await item({
      kind: 'Earning',
      code: 'HOUSING',
      description: 'Housing allowance',
      amount: '800.00',
      tax: true,
      otherStatutory: false,
    });
    const transport = await item({
      kind: 'Earning',
      code: 'TRANSPORT',
      description: 'Transport allowance',
      amount: '350.00',
      tax: true,
      otherStatutory: false,
    });
    await item({
      kind: 'Deduction',
      code: 'WELFARE',
      description: 'Staff welfare fund',
      amount: '50.00',
      tax: false,
      otherStatutory: false,
    });
    await item({
      kind: 'Bonus',
      code: 'XMAS',
      description: 'End-of-year bonus',
      amount: '500.00',
      tax: true,
      otherStatutory: false,
    });
    this.step('salaries and pay items');
    await insertDemoPay(this.deps.db, this.employerId, {
      currency: DEMO_CURRENCY,
      payItemIds: [housing.id, transport.id],
      contributionIds: tables.contributionIds,
    });
    const [raised] = this.pick(1);
    if (raised) {
      await api.call('/payroll/create-salary-adjustment', {
        employeeId: raised.id,
        effectiveDate: this.day({ months: 1 }).slice(0, 8).concat('01'),
        amount: '4500.00',
        currency: DEMO_CURRENCY,
        remarks: 'Annual review',
        items: [],
      });
    }
    this.step('pay runs');
    const thisMonth = `${this.today.slice(0, 8)}01`;
    const lastMonth = parseDate(thisMonth).subtract({ months: 1 }).toString();
    await this.payRun(lastMonth, false);
    await this.payRun(thisMonth, true);
  }

  /** A month's run through process-pay-run and the pay-run job: final, or left as a draft. */
  private async payRun(periodStart: string, draft: boolean): Promise<void> {
    const start = parseDate(periodStart);
    const lastDay = start.add({ months: 1 }).subtract({ days: 1 });
    const run = await this.api.call('/payroll/process-pay-run', {
      payPeriod: 'Monthly',
      periodStart,
      payDate: (lastDay.day < 28 ? lastDay : start.set({ day: 28 })).toString(),
      processAsDraft: draft,
      offCycle: false,
      selection: { scope: 'all', ids: [] },
    });
    const jobs = jobRunner({
      db: this.deps.db,
      handlers: {
        ...payRunJobHandlers({ clock: this.deps.clock }),
        ...payslipNoticeJobHandlers({ publicUrl: this.deps.publicUrl }),
      },
      logger: silentLogger,
      clock: this.deps.clock,
    });
    // The server's own runner may take the job first (load-demo-data): wait for the run either way.
    for (let waited = 0; ; waited++) {
      await jobs.runDue();
      const { status } = await this.api.call<{ status: string }>('/payroll/get-pay-run', { id: run.id });
      if (status === (draft ? 'Draft' : 'Final')) break;
      if (status === 'Failed' || waited > 600) {
        await jobs.stop();
        throw new DemoSeedError(`The demo's pay run of ${periodStart} ended ${status}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await jobs.stop();
  }

  private async leave(): Promise<void> {
    const { api } = this;
    this.step('leave set-up');
    await api.call('/leave/create-work-week', {
      code: 'MON-FRI',
      name: 'Monday to Friday',
      isDefault: true,
      // The week workday() counts in: one pattern for the calendar and for the days the story picks.
      days: MONDAY_TO_FRIDAY.days,
      hoursPerDay: MONDAY_TO_FRIDAY.hoursPerDay.toString(),
    });
    await api.call('/leave/create-holiday-calendar', {
      code: 'GH',
      name: 'Ghana',
      isDefault: true,
      holidays: this.holidays(),
    });
    const type = (body: Record<string, unknown>) =>
      api.call('/leave/create-leave-type', {
        isActive: true,
        leaveUnit: 'Day',
        dayCount: 'Workday',
        noticeDayCount: 'Workday',
        allowNegativeBalance: false,
        requireAttachment: false,
        rules: [
          { isEnabled: true, minDays: null, advanceWorkdays: null },
          { isEnabled: false, minDays: null, advanceWorkdays: null },
          { isEnabled: false, minDays: null, advanceWorkdays: null },
        ],
        ...body,
      });
    const annual = await type({
      code: 'AL',
      description: 'Annual leave',
      color: '#008000',
      isPaidLeave: true,
      requireReason: false,
    });
    const sick = await type({
      code: 'SL',
      description: 'Sick leave',
      color: '#C0392B',
      isPaidLeave: true,
      requireReason: true,
      allowNegativeBalance: true,
    });
    await api.call('/leave/create-earning-policy', {
      name: 'Annual leave, everyone',
      leaveTypeId: annual.id,
      entitlement: '20',
      frequency: 'Monthly',
      rounding: 'Half',
      waitingPeriodMonths: 0,
      carryOverCap: '5',
      carryOverExpiresAfterMonths: 3,
      appliesTo: 'everyone',
      appliesToIds: [],
    });
    await api.call('/leave/create-earning-policy', {
      name: 'Sick leave, everyone',
      leaveTypeId: sick.id,
      entitlement: '10',
      frequency: 'Yearly',
      rounding: 'Whole',
      waitingPeriodMonths: 0,
      carryOverCap: '0',
      carryOverExpiresAfterMonths: 1,
      appliesTo: 'everyone',
      appliesToIds: [],
    });
    await api.call('/approvals/create-workflow', {
      code: 'LEAVE',
      name: 'Leave, approved by HR',
      steps: [{ approver: 'administrator' }],
      escalateAfterDays: 3,
      isDefault: true,
      active: true,
    });
    // Creating the policies queued the accrual job too; the seed writes the balances itself (a few
    // statements per 250 employees), so a demo of any size has them before the server starts.
    this.step('leave balances');
    await runAccruals(this.deps.db, { employerId: this.employerId, today: parseDate(this.today) });
    this.step('leave requests');
    const requests = this.pick(12);
    for (const [index, employee] of requests.entries()) {
      const from = this.workday(14 + index * 3);
      const sickLeave = index % 4 === 3;
      const asked = await api.call<{ request: { id: string } }>('/leave/submit-leave-request', {
        employeeId: employee.id,
        leaveTypeId: sickLeave ? sick.id : annual.id,
        from,
        to: from,
        fromPart: 'whole',
        toPart: 'whole',
        fromHours: null,
        toHours: null,
        reason: sickLeave ? 'Doctor’s appointment' : 'Family visit',
      });
      // Two thirds decided (one in six of them refused), the rest waiting in Review.
      if (index % 3 !== 2) {
        await api.call('/leave/decide-leave-request', {
          id: asked.request.id,
          decision: index % 6 === 4 ? 'reject' : 'approve',
          comment: index % 6 === 4 ? 'The team is short that week.' : 'Enjoy it.',
        });
      }
    }
  }

  /** The demo employer's public holidays, every year from this one. */
  private holidays(): HolidayValues[] {
    const year = this.today.slice(0, 4);
    return DEMO_HOLIDAYS.map(([name, monthDay]) => ({
      name,
      date: `${year}-${monthDay}`,
      part: 'whole',
      repeatsYearly: true,
    }));
  }

  /**
   * The `n`th working day after today in the demo's calendar (Monday to Friday, less its holidays): a
   * leave request on a holiday holds no day of leave and is refused, which failed Load demo data with a
   * 500 on the days of the year when a request's date fell on one (from 4 December 2026: New Year's Day).
   */
  private workday(n: number): string {
    const holidays = holidayHalvesLookup(toHolidays(this.holidays()));
    return nthWorkingDayAfter(parseDate(this.today), n, MONDAY_TO_FRIDAY, holidays).toString();
  }

  private async attendance(): Promise<void> {
    const { api } = this;
    this.step('attendance set-up');
    await api.call('/attendance/save-attendance-settings', {
      locationRequired: false,
      allowOutsideWithReason: true,
      roundingMinutes: 5,
      maxAccuracyMetres: 100,
      reviewerEmployeeId: null,
      defaultStart: '08:00',
      defaultEnd: '17:00',
      defaultBreakMinutes: 60,
      lateEntryGraceMinutes: 10,
      earlyExitGraceMinutes: 10,
      halfDayBelowMinutes: 240,
      absentBelowMinutes: 60,
    });
    await api.call('/attendance/save-attendance-site', {
      name: 'Head office',
      latitude: '5.6037168',
      longitude: '-0.1869644',
      radiusMetres: 150,
      branchId: null,
      employeeId: null,
    });
    this.step('a month of attendance');
    // Every working day of the last 30 days, up to yesterday.
    const dates: string[] = [];
    for (let back = 30; back >= 1; back--) {
      const date = this.day({ days: -back });
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      dates.push(date);
      await insertDemoPunches(this.deps.db, this.employerId, { date, zone: DEMO_ZONE });
    }
    await insertDemoAttendanceDays(this.deps.db, this.employerId, { dates, zone: DEMO_ZONE });
  }

  /**
   * Sign-in accounts for a few employees (nobody knows their password), to act as them in the story;
   * one each, kept for later steps. An employee whose e-mail another account already has (the same
   * demo employee of another demo employer) gets none.
   */
  private async accounts(employees: Employee[]): Promise<DemoAccount[]> {
    const wanted = employees.filter((employee) => !this.accountOf.has(employee.id));
    if (wanted.length > 0) {
      this.passwordHash ??= await hashPassword(generateDemoPassword());
      const rows = await this.deps.db
        .insertInto('users')
        .columns(['employer_id', 'first_name', 'last_name', 'email', 'password_hash', 'role', 'employee_id'])
        .expression((eb) =>
          eb
            .selectFrom('employees')
            .select([
              'employer_id',
              'first_name',
              'last_name',
              eb.fn<string>('lower', ['email']).as('email'),
              eb.val(this.passwordHash as string).as('password_hash'),
              eb.val('employee').as('role'),
              'id',
            ])
            .where('employer_id', '=', this.employerId)
            .where(
              'id',
              'in',
              wanted.map((employee) => employee.id),
            )
            .where('email', 'is not', null),
        )
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'employee_id'])
        .execute();
      for (const row of rows) {
        if (row.employee_id) {
          this.accountOf.set(row.employee_id, {
            userId: row.id,
            employerId: this.employerId,
            role: 'employee',
          });
        }
      }
    }
    return employees.flatMap((employee) => this.accountOf.get(employee.id) ?? []);
  }

  private async team(): Promise<void> {
    const { api } = this;
    this.step('team');
    await api.call('/team/create-announcement', {
      title: 'Welcome to the new HR system',
      effectiveDate: this.day({ days: -7 }),
      published: true,
      notifyEmployees: false,
      content: 'Payslips, leave and expense claims now live here. Ask **HR** if anything looks wrong.',
      attachmentIds: [],
    });
    await api.call('/team/create-announcement', {
      title: 'Office closed on Farmers’ Day',
      effectiveDate: this.today,
      published: true,
      notifyEmployees: false,
      content: 'The office is **closed** on the first Friday of December.',
      attachmentIds: [],
    });
    const topic = await api.call('/team/create-discussion-topic', {
      title: 'Car sharing from Tema',
      content: 'Anyone driving in from **Tema** in the mornings?',
      attachmentIds: [],
    });
    for (const [index, account] of (await this.accounts(this.pick(2))).entries()) {
      await api.call(
        '/team/create-discussion-reply',
        {
          topicId: topic.id,
          content: index === 0 ? 'I do, leaving at **7:10**.' : 'Count me in on Fridays.',
          attachmentIds: [],
        },
        account,
      );
    }
    const handbook = await api.uploadText(
      'staff-handbook.txt',
      'Demo Company Ltd: staff handbook\n\n1. Working hours are 08:00 to 17:00, Monday to Friday.\n',
    );
    await api.call('/team/create-shared-document', {
      title: 'Staff handbook',
      category: 'HR',
      content: 'Please read the **staff handbook** and acknowledge it.',
      scope: 'all-employees',
      shareWith: { lineManager: false, headOfDepartment: false, headOfBranch: false },
      attachmentIds: [handbook],
    });
  }

  private async incident(): Promise<void> {
    const { api } = this;
    this.step('incident');
    const category = await api.call('/incidents/create-incident-category', {
      code: 'MIS',
      description: 'Misconduct',
      isActive: true,
      color: '#F50000',
    });
    const type = await api.call('/incidents/create-incident-type', {
      code: 'LATE',
      description: 'Persistent lateness',
      categoryId: category.id,
      rule: 'Staff handbook 1: arrive by the start of the shift.',
      defaultSeverity: 'Minor',
      isActive: true,
    });
    const [subject] = this.pick(1);
    const [investigator, panel] = this.heads;
    if (!subject || !investigator) return;
    const reported = await api.call<{ case: { id: string } }>('/incidents/report-incident-case', {
      typeId: type.id,
      occurredFrom: this.day({ days: -30 }),
      occurredTo: this.day({ days: -2 }),
      summary: 'Late for the morning shift nine times this month.',
      story: 'The time clock shows arrivals after **08:30** on nine days.',
      subjectIds: [subject.id],
      witnessIds: [],
      attachmentIds: [],
      anonymous: false,
    });
    const move = (body: Record<string, unknown>) =>
      api.call('/incidents/move-incident-case', { id: reported.case.id, move: body });
    await move({ kind: 'open-investigation', investigatorId: investigator });
    await move({ kind: 'request-explanation', explainBy: this.workday(2) });
    await move({
      kind: 'record-explanation',
      text: 'The bus from Kasoa has been late most mornings; I have started taking the earlier one.',
    });
    await move({
      kind: 'schedule-hearing',
      date: this.workday(5),
      place: 'Board room',
      panelIds: [panel ?? investigator],
    });
  }

  private async documents(): Promise<void> {
    const { api } = this;
    this.step('document request');
    await api.call('/approvals/create-workflow', {
      code: 'SIGN-OFF',
      name: 'Signed off by HR',
      kind: 'document',
      steps: [{ approver: 'administrator' }],
      escalateAfterDays: null,
      isDefault: false,
      active: true,
    });
    const asked = this.pick(10);
    const request = await api.call('/documents/create-document-request', {
      title: 'National ID copy',
      description: 'Both sides of your Ghana Card, readable.',
      audience: 'employees',
      employeeIds: asked.map((employee) => employee.id),
      departmentId: null,
      allowedTypes: ['application/pdf', 'image/jpeg', 'text/plain'],
      maxSizeMib: 5,
      dueOn: this.day({ months: 1 }),
      expires: false,
      remindDaysBefore: null,
      signOffWorkflowId: null,
    });
    // Two have handed theirs in, waiting in Review.
    const items = await this.deps.db
      .selectFrom('document_items')
      .select(['id', 'employee_id'])
      .where('request_id', '=', request.id)
      .execute();
    for (const account of await this.accounts(asked.slice(0, 2))) {
      const item = items.find((row) => row.employee_id === this.employeeOfAccount(account));
      if (!item) continue;
      const attachmentId = await api.uploadText(
        'ghana-card.txt',
        'Ghana Card GHA-000000000-0 (demo)\n',
        account,
      );
      await api.call(
        '/documents/upload-document-version',
        { id: item.id, attachmentId, expiresOn: null },
        account,
      );
    }
  }

  private employeeOfAccount(account: DemoAccount): string | undefined {
    return [...this.accountOf.entries()].find(([, known]) => known.userId === account.userId)?.[0];
  }

  private async expenses(): Promise<void> {
    const { api } = this;
    this.step('expense claims');
    const category = async (code: string, description: string, limitPerClaim: string) =>
      (
        await api.call('/expenses/save-expense-category', {
          code,
          description,
          taxable: false,
          limitPerClaim,
          limitPerMonth: null,
          receiptRequiredAbove: null,
          active: true,
        })
      ).id;
    const taxi = await category('TAXI', 'Taxi and ride-hailing', '300.00');
    const meals = await category('MEALS', 'Meals with clients', '500.00');
    await category('HOTEL', 'Hotel', '2000.00');
    await api.call('/expenses/save-mileage-rate', {
      vehicleType: 'Private car',
      ratePerKm: '2.50',
      active: true,
    });
    await api.call('/expenses/save-exchange-rate', {
      currency: 'USD',
      rate: '15.25',
      effectiveFrom: this.day({ months: -1 }),
    });
    await api.call('/approvals/create-workflow', {
      code: 'EXPENSES',
      name: 'Expenses, approved by HR',
      kind: 'expense',
      steps: [{ approver: 'administrator' }],
      escalateAfterDays: null,
      isDefault: true,
      active: true,
    });
    const claimants = await this.accounts(this.pick(5));
    const states = ['draft', 'submitted', 'approved', 'paid', 'rejected'] as const;
    for (const [index, claimant] of claimants.entries()) {
      const state = states[index % states.length] as (typeof states)[number];
      const claim = await api.call(
        '/expenses/save-expense-claim',
        {
          title: `Client visit ${index + 1}`,
          lines: [
            {
              date: this.day({ days: -10 - index }),
              categoryId: taxi,
              description: 'Taxi to the client',
              kind: 'amount',
              amount: `${60 + index * 15}.00`,
              currency: DEMO_CURRENCY,
              receiptIds: [],
            },
            {
              date: this.day({ days: -10 - index }),
              categoryId: meals,
              description: 'Lunch with the client',
              kind: 'amount',
              amount: `${120 + index * 20}.00`,
              currency: DEMO_CURRENCY,
              receiptIds: [],
            },
          ],
        },
        claimant,
      );
      if (state === 'draft') continue;
      await api.call('/expenses/submit-expense-claim', { id: claim.id }, claimant);
      if (state === 'submitted') continue;
      await api.call('/expenses/decide-expense-claim', {
        id: claim.id,
        decision: state === 'rejected' ? 'reject' : 'approve',
        ...(state === 'rejected' ? { comment: 'Please claim client lunches on the client code.' } : {}),
        lines: [],
      });
      if (state === 'paid') {
        await api.call('/expenses/mark-expense-claim-paid', {
          id: claim.id,
          reference: 'TRF-DEMO-0001',
          paidOn: this.day({ days: -1 }),
        });
      }
    }
  }

  private async requests(): Promise<void> {
    this.step('employee requests');
    const askers = await this.accounts(this.pick(3));
    for (const [index, asker] of askers.entries()) {
      const letter = await this.api.call(
        '/requests/ask-letter',
        {
          letter: index === 1 ? 'Salary certificate' : 'Employment confirmation',
          reason: 'For my rent application',
        },
        asker,
      );
      if (index === 0)
        await this.api.call('/requests/decide-request', { id: letter.id, decision: 'approve' });
    }
  }
}
