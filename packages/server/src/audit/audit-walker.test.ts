import { payrollTemplate } from '@hr/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ContractOperation, loadContract } from '../http/contract.ts';
import type { Body } from '../test-support/optional-field-cases.ts';
import { type PointedEmployer, pointedEmployer } from '../test-support/pointed-examples.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import { type ApiAnswer, createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Every write operation of the contract leaves exactly one row in the audit trail (issue 27), walked
 * from openapi.yaml so an operation added later is covered without editing this file: sent its example
 * pointed at a set-up employer's rows (test-support/pointed-examples.ts) by an administrator, it
 * succeeds and leaves one new row in audit_events with operation = its operationId and the employer's
 * id (or, for an operation that makes several records and audits each as its own create would, one row
 * per record its answer names: ROWS_PER_RECORD_MADE); the same body refused (by the built-in Employee,
 * or without a token) leaves none.
 *
 * A write is an operation whose x-permission action changes something (create, update, delete,
 * approve, run), but for the previews listed below, plus the operations that need no such cell and
 * change something, listed with why. Every operation that needs no write cell is in one list or the
 * other, so a new one must be classified here.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
const contract = loadContract();

const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'approve', 'run']);

/** Operations under a write cell that store nothing: previews asked before a write, and reads kept to those who write. */
const PREVIEWS: Record<string, string> = {
  getSetUpChecklist:
    'reads what is left to set up: under employer.update because only those who set the employer up see it',
  previewLeaveRequest: 'works out the days and warnings a leave request would have; stores nothing',
  suggestPublicHolidays: "lists a country's public holidays to pick from; stores nothing",
  checkPayRun: 'answers what a run would meet (blockers, already paid); stores nothing',
  previewBulkPlacement: 'shows what a bulk placement would change and what would refuse it; stores nothing',
  // Employees from a spreadsheet (issue 34).
  previewEmployeeImport: "names the problems of a file's rows before they are imported; stores nothing",
  getEmployeeImportMapping:
    'reads the columns mapped at the last import: under employees.create because only those who import use it',
  listDocumentAcknowledgements:
    'reads who has acknowledged a document: under team.update because only those who manage shared documents may',
  // Attendance, set-up and punching (issue 29): reads kept to those who change the set-up, punch or review.
  getAttendanceSettings:
    'reads the settings: under attendance.update because only those who change them see them',
  listAttendanceSites:
    'reads the sites: under attendance.update because only those who set them up list them',
  listAttendanceTimeZones:
    'reads the zones: under attendance.update because only those who set them list them',
  getMyCheckIn:
    "reads the caller's own check-in page: under attendance.create because only those who punch have one",
  listFlaggedPunches:
    'reads the punches waiting for review: under attendance.approve because only reviewers see them',
  // Document WorkFlow (issue 31).
  listDocumentReviewQueue:
    'reads the documents waiting for review: under documents.approve because only reviewers see them',
};

/** Operations without a write cell (public, signed-in, or a read) that change something: audited. */
const WRITES_WITHOUT_A_WRITE_CELL: Record<string, string> = {
  createUser: 'signs up: makes an employer and its administrator',
  changePassword: "changes the account's password (the row keeps no secret)",
  endSession: "signs out one of the caller's own sessions from My profile",
  endOtherSessions: "signs out every session of the caller's but the one asking",
  resetPassword: "changes the account's password through a mailed link",
  createDelegation: "hands an approver's decisions to another employee for a time",
  deleteDelegation: 'ends a delegation early',
  decideLeaveRequest: 'approves or rejects the step a leave request waits on',
  uploadAttachment: 'stores a file',
  acknowledgeSharedDocument:
    'records that the employee has read a policy: a statement the administrators read, not a read mark',
  // My profile's e-mail choices (issue 28 item 6).
  updateEmailPreferences: "changes which notices the caller's own account gets by e-mail",
  // Two-factor sign-in (issue 28): enrolment and turning it off on My profile.
  startTwoFactor: "stores a new two-factor secret, not yet in force, for the caller's own account",
  confirmTwoFactor: "turns the caller's own two-factor sign-in on",
  turnOffTwoFactor: "turns the caller's own two-factor sign-in off",
  // Employee Management › Request (issue 28, item 4): one's own requests, decided as the approval names.
  askChangeOfDetails: 'asks to change one’s own bank account, name or marital status',
  askLetter: 'asks for a letter',
  withdrawRequest: 'takes back one’s own pending request',
  decideRequest: 'approves or rejects the step an employee request waits on',
  // My profile's name and photo (issue 28 item 6).
  updateDisplayName: "changes the name the caller's own account is shown by",
  setProfilePhoto: "makes one of the caller's uploads their own photo, replacing the one before",
  removeProfilePhoto: "removes the caller's own photo",
  // Attendance: days, report, requests (issue 29): one's own corrections, decided as the approval names.
  withdrawAttendanceRequest: 'takes back one’s own pending attendance request',
  decideAttendanceRequest:
    'approves or rejects the step an attendance request waits on; the last approval adds its punches',
  // Incident cases (issue 30): anyone reports; the process decides who moves a case.
  reportIncidentCase: 'reports an incident: anyone signed in may',
  moveIncidentCase: 'moves a case on: the domain decides who may make each move',
  withdrawAnonymousReport: 'withdraws an anonymous report with its follow-up code',
  // Document WorkFlow (issue 31): the employee hands in their own; the service decides who else may.
  uploadDocumentVersion:
    'hands in a version of a document: its employee, or someone whose documents create or update reaches them',
  // Expense Claim (issue 32): the approval route names who decides a claim, as for leave.
  decideExpenseClaim: 'approves (lowering lines with a reason) or rejects the step an expense claim waits on',
};

/** Operations without a write cell that change no record, with why. */
const READ_ONLY: Record<string, string> = {
  getHealth: 'answers whether the server is up',
  login: 'signs in: the trail records it as the signIn or signInFailed event, not as a change',
  getInvitation: 'reads the invitation a link names',
  refreshSession: "renews the caller's own session; no record changes",
  logout: "ends the caller's own session; no record changes",
  requestPasswordReset: 'mails a reset link; the account is unchanged until the link is used',
  sendContactMessage:
    "stores a message from the public for the operator, tied to no employer, so in no employer's trail; contact/contact-messages.test.ts",
  getProfile: 'reads',
  listSessions: 'reads',
  getMyPermissions: 'reads',
  listDepartments: 'reads',
  listJobPositions: 'reads',
  listLevels: 'reads',
  listBranches: 'reads',
  listBanks: 'reads',
  listIncidentCategories: 'reads',
  listIncidentTypes: 'reads',
  listIncidentDecisions: 'reads',
  listIncidentCases: 'reads',
  getIncidentCase: 'reads',
  listIncidentHearings: 'reads',
  printIncidentCauseList: 'reads: the cause list of a day as a PDF, like the payslip PDF, writes no row',
  listIncidentCasePeople: 'reads',
  followUpAnonymousReport: 'reads the case an anonymous report follow-up code names',
  getModuleAccess: 'reads',
  listDelegations: 'reads',
  listDelegateChoices: 'reads',
  getApprovalHistory: 'reads',
  downloadAttachment: 'reads',
  listLeaveToReview: 'reads',
  listNotifications: 'reads',
  markNotificationsRead: "the caller's own read marks, which only light the bell",
  markAnnouncementRead: "the caller's own read mark, which only counts readers",
  // My profile's e-mail choices (issue 28 item 6).
  getEmailPreferences: 'reads',
  // Two-factor sign-in (issue 28).
  completeTwoFactorSignIn:
    'signs in: the trail records it as the signIn or signInFailed event, not as a change',
  // Employer › Setting (issue 28 item 5).
  getEmployerSettings: 'reads',
  // Expense Claim (issue 32).
  getExpenseClaim: 'reads',
  listExpenseClaimQueue: 'reads',
};

/** Writes the walker cannot send generically, with why and the test that covers them. */
const NOT_SENT: Record<string, string> = {
  resetPassword: 'needs the token of a mailed link: auth/reset-password.pg.test.ts',
  // Two-factor sign-in (issue 28).
  confirmTwoFactor:
    'needs a code computed from the secret start-two-factor answers: auth/two-factor/two-factor.pg.test.ts',
  turnOffTwoFactor: 'needs two-factor on and its proof: auth/two-factor/two-factor.pg.test.ts',
  // Incident cases (issue 30).
  withdrawAnonymousReport:
    'needs the follow-up code an anonymous report answered once: incidents/cases/cases.test.ts (its audit row, with no actor)',
  // The demo (issue 34).
  loadDemoData:
    'needs an empty employer and seeds 50 employees: demo/demo-story.test.ts (its one audit row, and the refusal of a used employer)',
};

/**
 * Writes that make several records and leave one row for each, as each record's own create would: how
 * many records the answer says were made. Every other write leaves exactly one row.
 */
const ROWS_PER_RECORD_MADE: Record<string, (answer: Body) => number> = {
  // Country templates (issue 34): every table and every contribution of the template.
  applyPayrollTemplate: (answer) => {
    const made = answer.returnObject as { taxes: unknown[]; contributions: unknown[] };
    return made.taxes.length + made.contributions.length;
  },
};

/** What is done to the set-up employer before a write is sent, because its example needs it, with why. */
const BEFORE_SENDING: Record<string, (api: TestApi, employer: PointedEmployer, body: Body) => Promise<void>> =
  {
    // The template refuses a code the employer already uses (the set-up employer has PAYE): its own rows
    // with the template's codes are renamed, as the 409 tells an administrator to do.
    applyPayrollTemplate: async (api, employer, body) => {
      const template = payrollTemplate(String(body.country));
      if (!template) throw new Error(`the example names no template: ${JSON.stringify(body)}`);
      const codesOf = (codes: string[]) => codes.map((code) => code.toLowerCase());
      for (const [table, codes] of [
        ['tax_tables', codesOf(template.taxes.map((tax) => tax.values.code))],
        ['statutory_contributions', codesOf(template.contributions.map((c) => c.values.code))],
      ] as const) {
        await api.db
          .updateTable(table)
          .set({ code: sql<string>`code || '-OURS'` })
          .where('employer_id', '=', employer.employerId)
          .where((eb) => eb.fn('lower', ['code']), 'in', codes)
          .execute();
      }
    },
  };

/** Writes sent by someone other than the administrator, because only they may. */
const SENT_BY: Record<string, 'applicant' | 'employee' | 'requester'> = {
  // Only the employee who asked withdraws a request.
  withdrawLeaveRequest: 'applicant',
  // Only the people a document is shared with acknowledge it; administrators have no employee record.
  acknowledgeSharedDocument: 'employee',
  // Employee requests: asked by an employee for themself, withdrawn by the one who asked.
  askChangeOfDetails: 'employee',
  askLetter: 'employee',
  withdrawRequest: 'requester',
  // Attendance (issue 29): a punch is the person's own; administrators have no employee record.
  punch: 'employee',
  // Attendance requests (issue 29): asked by an employee for themself, withdrawn by the one who asked.
  askAttendanceRequest: 'employee',
  withdrawAttendanceRequest: 'requester',
  // Expense Claim (issue 32): a claim is the claimant's own; administrators have no employee record.
  saveExpenseClaim: 'employee',
  submitExpenseClaim: 'requester',
  deleteExpenseClaim: 'requester',
};

/** Writes the built-in Employee may send with the administrator's body: refused without a token instead. */
const EMPLOYEE_MAY: Record<string, string> = {
  uploadAttachment: 'anyone signed in stores files',
  submitLeaveRequest: 'the example asks leave for the employee the Employee account is',
  createDiscussionTopic: 'anyone opens a topic',
  createDiscussionReply: 'anyone replies to an open topic',
  acknowledgeSharedDocument: 'the document is shared with every employee',
  endSession: 'anyone signs out their own sessions',
  endOtherSessions: 'anyone signs out their own sessions',
  // My profile's e-mail choices (issue 28 item 6).
  updateEmailPreferences: 'anyone chooses which notices they get by e-mail',
  // Two-factor sign-in (issue 28).
  startTwoFactor: 'anyone sets up their own two-factor sign-in',
  // My profile's name and photo (issue 28 item 6).
  updateDisplayName: 'anyone sets their own display name',
  // Expense Claim (issue 32): the example is a claim of the Employee's own.
  saveExpenseClaim: 'an employee claims their own expenses',
  setProfilePhoto: 'anyone sets their own photo',
  removeProfilePhoto: 'anyone removes their own photo',
  // Education and Experience (issue 28 item 3): the example names the employee the Employee account is.
  saveEducation: 'employees add their own education for HR to verify',
  deleteEducation: 'employees delete their own education while it is not verified',
  saveExperience: 'employees add their own experience for HR to verify',
  deleteExperience: 'employees delete their own experience while it is not verified',
  askChangeOfDetails: 'an employee asks for themself',
  askLetter: 'an employee asks for themself',
  // Attendance (issue 29).
  punch: 'the example punches at a site for everyone, as the Employee account',
  // Attendance requests (issue 29).
  askAttendanceRequest: 'an employee asks for themself',
};

/** Writes whose row belongs to an employer other than the caller's. */
const EMPLOYER_OF: Record<string, (api: TestApi, body: Body) => Promise<string>> = {
  // Sign-up makes a new employer: its first row is that employer's.
  createUser: async (api, body) =>
    (
      await api.db
        .selectFrom('users')
        .select('employer_id')
        .where('email', '=', String(body.email))
        .executeTakeFirstOrThrow()
    ).employer_id,
};

function isWrite(operation: ContractOperation): boolean {
  if (operation.operationId in PREVIEWS) return false;
  if (operation.permission.kind === 'cell' && WRITE_ACTIONS.has(operation.permission.action)) return true;
  return operation.operationId in WRITES_WITHOUT_A_WRITE_CELL;
}

const writes = contract.operations.filter(isWrite);
let api: TestApi;
let employer: PointedEmployer;
let employee: { token: string };
/** Operations that succeeded without leaving their one row: printed at the end. */
const lacking: string[] = [];

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  employer = await pointedEmployer(api, contract);
  employee = await api.newEmployeeUser(employer.employerId, employer.employeeId);
});
afterAll(async () => {
  console.info(
    [`Write operations without their audit rows (${lacking.length} of ${writes.length}):`, ...lacking].join(
      '\n',
    ),
  );
  await api.close();
});

/** The trail's rows for an operation, by id. */
async function rowsOf(operationId: string): Promise<Map<string, { employer_id: string }>> {
  const rows = await api.db
    .selectFrom('audit_events')
    .select(['id', 'employer_id'])
    .where('operation', '=', operationId)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who sends the write: the administrator, or the one person who may. */
async function senderOf(operation: ContractOperation, body: Body): Promise<string> {
  const sender = SENT_BY[operation.operationId];
  if (sender === 'employee') return employee.token;
  if (sender === 'requester') return employer.requesterOf(String(body.id)) ?? employer.token;
  if (sender === 'applicant') {
    const request = await api.db
      .selectFrom('leave_requests')
      .select('employee_id')
      .where('id', '=', String(body.id))
      .executeTakeFirstOrThrow();
    return (await api.newEmployeeUser(employer.employerId, request.employee_id)).token;
  }
  return employer.token;
}

function sendAs(operation: ContractOperation, body: Body, token: string | null) {
  if (operation.requestBodyMediaType) {
    return api.call(operation.path, undefined, {
      ...(token ? { token } : {}),
      rawBody: minimalPdf(),
      headers: { 'Content-Type': operation.requestBodyMediaType, 'X-File-Name': 'walker.pdf' },
    });
  }
  return employer.send(operation, body, token);
}

describe('every operation is classified', () => {
  test.each(
    contract.operations
      .filter((operation) => operation.permission.kind !== 'cell')
      .map((operation) => [operation.operationId] as const),
  )('%s, which needs no cell, is listed as a write or as read-only', (operationId) => {
    const lists = [operationId in WRITES_WITHOUT_A_WRITE_CELL, operationId in READ_ONLY];
    expect(
      lists.filter(Boolean),
      `${operationId}: list it in WRITES_WITHOUT_A_WRITE_CELL or READ_ONLY`,
    ).toEqual([true]);
  });

  test('every operation a list names is in the contract', () => {
    const named = [
      PREVIEWS,
      WRITES_WITHOUT_A_WRITE_CELL,
      READ_ONLY,
      NOT_SENT,
      ROWS_PER_RECORD_MADE,
      BEFORE_SENDING,
      SENT_BY,
      EMPLOYER_OF,
    ].flatMap(Object.keys);
    const operationIds = new Set(contract.operations.map((operation) => operation.operationId));
    expect(named.filter((operationId) => !operationIds.has(operationId))).toEqual([]);
  });
});

describe.each(
  writes
    .filter((operation) => !(operation.operationId in NOT_SENT))
    .map((operation) => [operation.operationId, operation] as const),
)('%s', (operationId, operation) => {
  let body: Body | undefined;

  test('refused, it leaves no row in the audit trail', async (context) => {
    if (!operation.requiresBearer) context.skip('a public operation has no one to refuse');
    body = await employer.pointed(operation);
    const before = await rowsOf(operationId);
    // The built-in Employee, refused by the permission check or by the service (not their record);
    // where the Employee may do it, nobody signed in.
    const refusedBy = operationId in EMPLOYEE_MAY ? null : employee.token;
    const refusal = (await sendAs(operation, body, refusedBy)) as ApiAnswer<Body>;
    expect(refusal.status, JSON.stringify(refusal.body).slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect([...(await rowsOf(operationId)).keys()]).toEqual([...before.keys()]);
  });

  test('sent by the administrator it succeeds and leaves one row of its employer per record made', async () => {
    const sent = body ?? (await employer.pointed(operation));
    await BEFORE_SENDING[operationId]?.(api, employer, sent);
    const before = await rowsOf(operationId);
    const answer = (await sendAs(operation, sent, await senderOf(operation, sent))) as ApiAnswer<Body>;
    expect(answer.status, `${operationId}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
    const expected = ROWS_PER_RECORD_MADE[operationId]?.(answer.body) ?? 1;
    const fresh = [...(await rowsOf(operationId)).entries()].filter(([id]) => !before.has(id));
    if (fresh.length !== expected) {
      lacking.push(`${operationId.padEnd(36)} ${operation.path}: ${fresh.length} rows of ${expected}`);
    }
    expect(fresh.length, `${operationId} left ${fresh.length} audit rows, not ${expected}`).toBe(expected);
    const employerId = (await EMPLOYER_OF[operationId]?.(api, sent)) ?? employer.employerId;
    expect(fresh.map(([, row]) => row.employer_id)).toEqual(fresh.map(() => employerId));
  });
});
