import { readFileSync } from 'node:fs';
import {
  AREA_ACTIONS,
  EMPLOYEE_GRID,
  notAllowedMessage,
  PERMISSION_AREAS,
  PERMISSION_SCOPES,
  type PermissionGrid,
  Permissions,
} from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { exampleBody } from '../test-support/contract-cases.ts';
import type { Body } from '../test-support/optional-field-cases.ts';
import { type PointedEmployer, pointedEmployer } from '../test-support/pointed-examples.ts';
import { type ApiAnswer, createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  CONTRACT_FILE,
  type ContractOperation,
  HTTP_METHODS,
  loadContract,
  type OpenApiDocument,
  type OpenApiOperation,
  parsePermission,
} from './contract.ts';

/**
 * The permission matrix (issue 27), walked from openapi.yaml so an operation added later is covered
 * without editing this file. For every operation that needs a cell of the grid (`area.action`):
 * a caller whose custom role holds exactly that cell at the whole employer gets past the permission
 * check and is not refused by the service either (it may answer 2xx, 400, 404 or 409; a 403 only
 * where REFUSES_THE_CELL lists the rule that refuses it); a caller holding
 * every other cell gets that 403 and no data; for an operation that needs the whole employer, so does
 * a caller holding the cell at each narrower scope. The built-in Employee account is refused every
 * whole-employer operation its grid does not reach. For every operation that takes a token, another
 * employer's administrator sending the example pointed at this employer's rows gets 403 or 404 (or
 * the 400 of the field naming the row) and no data.
 *
 * One employer, one account whose one custom role is rewritten before each request (roles are read on
 * every request, so the next request sees the new grid), the Employee, and another employer's
 * administrator: set up once, so 160-odd operations cost seconds.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
const document = parse(readFileSync(CONTRACT_FILE, 'utf8')) as OpenApiDocument;
// An operation the server cannot check stops loadContract, and with it this file's import (through
// test-support/test-api.ts), with an error naming the operation; the cases below name each one when it loads.
const contract = loadContract();

/** Every operation of the document as it is written, before loadContract reads it. */
const declared = Object.entries(document.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const definition = item[method] as OpenApiOperation | undefined;
    return definition
      ? [{ label: `${definition.operationId} (${method.toUpperCase()} ${path})`, definition }]
      : [];
  }),
);

type CellOperation = ContractOperation & { permission: { kind: 'cell' } };
const needsCell = (operation: ContractOperation): operation is CellOperation =>
  operation.permission.kind === 'cell';

const employeeHolds = new Permissions([EMPLOYEE_GRID]);
/** True when every account's built-in Employee grid already passes the operation's check. */
function employeeGridReaches({ permission: { area, action, wholeEmployer } }: CellOperation): boolean {
  return wholeEmployer ? employeeHolds.canAll(area, action) : employeeHolds.can(area, action);
}

/** Every cell of the grid at the whole employer, but one. */
function everyCellBut(area: string, action: string): PermissionGrid {
  const grid: Record<string, Record<string, string>> = {};
  for (const each of PERMISSION_AREAS) {
    for (const eachAction of AREA_ACTIONS[each]) {
      if (each === area && eachAction === action) continue;
      grid[each] = { ...grid[each], [eachAction]: 'employer' };
    }
  }
  return grid as PermissionGrid;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every id a body names, at any depth; not a selection's list when its scope is everyone (the list
 * is then ignored: everyone of the caller's own employer is meant).
 */
function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return UUID.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value && typeof value === 'object') {
    if ((value as Body).scope === 'all') return [];
    return Object.values(value).flatMap(idsIn);
  }
  return [];
}

/**
 * The services that refuse a holder of exactly the cell (at the whole employer, with no employee
 * record) the pointed example, and why: each a rule the cell does not override. Every other operation
 * must not answer such a holder 403 at all, so a service that quietly narrows its cell (the Employee's
 * own record only, the author only, the caller's own account only) is a failing case here, not a line
 * in a printout. A refusal that goes away must leave this list too (the case then fails).
 */
const REFUSES_THE_CELL: Record<string, { error: string; why: string }> = {
  withdrawLeaveRequest: {
    error: 'Only the employee who asked can withdraw this request.',
    why: 'withdrawing is the requester’s own act; leave.update changes, it does not withdraw for them',
  },
  adjustLeaveBalance: {
    error: 'Your account is not tied to an employee record, so it has no leave.',
    why: 'a finding left open: the service asks leave.create for the whole employer (applicantOf) and its answer reads the balance with leave.read, beside the leave.update its x-permission names',
  },
  updateDiscussionTopic: {
    error: 'Only its author can change this post.',
    why: 'nobody changes words published under someone else’s name; team.update is the author’s own edit, and a moderator removes a post (team.delete) rather than rewrite it',
  },
  updateDiscussionReply: {
    error: 'Only its author can change this post.',
    why: 'as updateDiscussionTopic: only the author rewrites their reply',
  },
  createRole: {
    error:
      'You cannot hand out what you do not hold: your roles do not grant employees read for the whole employer.',
    why: 'separation of duties: a role holds at most what its maker holds',
  },
  updateRole: {
    error:
      'You cannot hand out what you do not hold: your roles do not grant employees read for the whole employer.',
    why: 'separation of duties: a role holds at most what its maker holds',
  },
  // Attendance (issue 29): one's own punches; an account without an employee record has none.
  getMyCheckIn: {
    error: 'Your account is not tied to an employee record, so it has no attendance to punch.',
    why: 'the check-in page is the caller’s own attendance; attendance.create at the employer does not punch for others',
  },
  punch: {
    error: 'Your account is not tied to an employee record, so it has no attendance to punch.',
    why: 'a punch is the caller’s own, at their own sites; attendance.create at the employer does not punch for others',
  },
  // Attendance: days, report, requests (issue 29).
  askAttendanceRequest: {
    error: 'Your account is not tied to an employee record, so it has nothing to ask for.',
    why: 'an attendance request corrects the asker’s own day; an account without an employee record has none',
  },
  // Expense Claim (issue 32): a claim is the claimant's own; expenses.create at the employer does not claim for others.
  ...Object.fromEntries(
    ['saveExpenseClaim', 'submitExpenseClaim', 'deleteExpenseClaim'].map((operationId) => [
      operationId,
      {
        error: 'Expense claims are made from an employee record, and your account is not tied to one.',
        why: 'a claim is the claimant’s own expenses; an account without an employee record has none',
      },
    ]),
  ),
};

let api: TestApi;
let employer: PointedEmployer;
/** The account whose one custom role is set to the grid a case needs. */
let subject: { token: string; roleId: string };
let employee: { token: string };
let otherAdministrator: { token: string };
/** Each operation's pointed example, made once and shared by its cases. */
const bodies = new Map<string, Body>();
/** What each caller holding exactly the cell was answered: printed at the end. */
const passed: string[] = [];
/** Operations every account's built-in Employee grid passes, so no account is refused them: printed. */
const unrefusable: string[] = [];

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  employer = await pointedEmployer(api, contract);
  const account = await api.newEmployeeUser(employer.employerId);
  const role = await api.db
    .insertInto('roles')
    .values({ employer_id: employer.employerId, name: 'Matrix', grid: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('user_roles')
    .values({ user_id: account.userId, role_id: role.id, employer_id: employer.employerId })
    .execute();
  subject = { token: account.token, roleId: role.id };
  employee = await api.newEmployeeUser(employer.employerId, employer.employeeId);
  otherAdministrator = await api.newAdministrator();
});
afterAll(async () => {
  console.info(
    [
      'Holding exactly the cell, each operation answered:',
      ...passed,
      'Not refusable to any account (the built-in Employee grid passes the check; the service decides):',
      ...unrefusable,
    ].join('\n'),
  );
  await api.close();
});

async function holding(grid: PermissionGrid): Promise<string> {
  await api.db
    .updateTable('roles')
    .set({ grid: JSON.stringify(grid) })
    .where('id', '=', subject.roleId)
    .execute();
  return subject.token;
}

async function bodyOf(operation: ContractOperation): Promise<Body> {
  let body = bodies.get(operation.operationId);
  if (!body) {
    body = await employer.pointed(operation);
    bodies.set(operation.operationId, body);
  }
  return structuredClone(body);
}

async function sent(operation: ContractOperation, token: string): Promise<ApiAnswer<Body>> {
  return (await employer.send(operation, await bodyOf(operation), token)) as ApiAnswer<Body>;
}

function expectRefused(answer: ApiAnswer<Body>, operation: CellOperation, who: string) {
  const { area, action } = operation.permission;
  expect(
    { status: answer.status, error: answer.body.error },
    `${operation.operationId} sent by ${who}: ${JSON.stringify(answer.body).slice(0, 200)}`,
  ).toEqual({ status: 403, error: notAllowedMessage(area, action) });
  expect(answer.body.returnObject, `${operation.operationId} sent by ${who} answers no data`).toBeUndefined();
}

describe('every operation declares who may call it', () => {
  test.each(declared)('$label declares an x-permission the server can check', ({ label, definition }) => {
    expect(definition['x-permission'], `${label} declares no x-permission`).toBeTypeOf('string');
    expect(() => parsePermission(definition.operationId, definition['x-permission'])).not.toThrow();
  });

  test.each(contract.operations.map((operation) => [operation.operationId, operation] as const))(
    '%s is public exactly when it takes no token',
    (operationId, operation) => {
      expect(
        operation.permission.kind === 'public',
        `${operationId}: x-permission ${operation.definition['x-permission']}, ${
          operation.requiresBearer ? 'takes' : 'takes no'
        } token`,
      ).toBe(!operation.requiresBearer);
    },
  );
});

describe.each(
  contract.operations
    .filter((operation) => operation.requiresBearer)
    .map((operation) => [operation.operationId, operation] as const),
)('%s', (operationId, operation) => {
  if (needsCell(operation)) cellCases(operationId, operation);

  // Before the case that may change or delete the rows, so they are still there to be reached for. A
  // row named in a body field may also be refused as that field's 400 ("must be one of the employer's
  // job positions"): refused, naming the field, without data.
  test.runIf(Boolean(operation.requestBodySchema))(
    "another employer's administrator naming this employer's rows is refused without data",
    async (context) => {
      const body = await bodyOf(operation);
      const exampleIds = new Set(idsIn(exampleBody(contract, operation)));
      const rows = idsIn(body).filter((id) => !exampleIds.has(id));
      if (rows.length === 0) context.skip(`${operationId} names none of the employer's rows`);
      const answer = (await employer.send(operation, body, otherAdministrator.token)) as ApiAnswer<Body>;
      const said = `${operationId} naming ${rows.join(', ')}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      expect(
        answer.status === 403 ||
          answer.status === 404 ||
          (answer.status === 400 && Boolean(answer.body.field)),
        said,
      ).toBe(true);
      expect(answer.body.returnObject, said).toBeUndefined();
    },
  );

  if (needsCell(operation)) passesWithExactlyItsCell(operationId, operation);
});

/** The refusals: every other cell, narrower scopes, the built-in Employee. */
function cellCases(operationId: string, operation: CellOperation) {
  const { area, action, wholeEmployer } = operation.permission;
  const cell = `${area}.${action}`;
  // Every account holds its built-in grid beside its roles: where that grid already passes the check,
  // no account can be refused it there.
  const refusable = !employeeGridReaches(operation);
  if (!refusable) unrefusable.push(`${operationId} (${cell}${wholeEmployer ? '/employer' : ''})`);

  test.runIf(refusable)(`a caller holding every cell but ${cell} is refused`, async () => {
    expectRefused(
      await sent(operation, await holding(everyCellBut(area, action))),
      operation,
      'every other cell',
    );
  });

  test.runIf(refusable && wholeEmployer)(
    `${cell} at a narrower scope than the employer is refused`,
    async () => {
      for (const scope of PERMISSION_SCOPES.filter((each) => each !== 'employer')) {
        const token = await holding({ [area]: { [action]: scope } });
        expectRefused(await sent(operation, token), operation, `${cell} at ${scope}`);
      }
    },
  );

  test.runIf(wholeEmployer)(`the built-in Employee is ${refusable ? '' : 'not '}refused`, async () => {
    const answer = await sent(operation, employee.token);
    if (refusable) expectRefused(answer, operation, 'the built-in Employee');
    else expect(answer.body.error, operationId).not.toBe(notAllowedMessage(area, action));
  });
}

function passesWithExactlyItsCell(operationId: string, operation: CellOperation) {
  const { area, action } = operation.permission;
  const cell = `${area}.${action}`;
  const refusal = REFUSES_THE_CELL[operationId];
  test(`a caller holding exactly ${cell} at the whole employer ${
    refusal ? 'passes the permission check, then meets its rule' : 'is not refused'
  }`, async () => {
    const answer = await sent(operation, await holding({ [area]: { [action]: 'employer' } }));
    passed.push(`${operationId.padEnd(36)} ${answer.status} ${answer.body.error ?? ''}`);
    const said = `${operationId} holding ${cell}: ${JSON.stringify(answer.body).slice(0, 200)}`;
    if (refusal) {
      expect({ status: answer.status, error: answer.body.error }, `${said} (listed: ${refusal.why})`).toEqual(
        {
          status: 403,
          error: refusal.error,
        },
      );
    } else {
      expect(answer.status, said).not.toBe(403);
    }
  });
}
