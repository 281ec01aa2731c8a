import type { QuickEntry } from '../contract-types.ts';
import { demoEmployee } from '../demo/demo-employees.ts';
import type { NextRequest } from './closed-loop.ts';
import type { SignInAccounts } from './sign-in-accounts.ts';

export interface Scenario {
  name: string;
  next: NextRequest;
  /** Printed beside the row. */
  note?: string;
  /** Instead of the benchmark's 32: one connection shows a request's own latency, without queueing. */
  connections?: number;
}

export interface ScenarioInputs {
  /** An access token of the demo administrator. */
  token: string;
  signInAccounts: SignInAccounts;
  /** The first demo index not yet used, so every created employee has a new number and e-mail. */
  nextEmployeeIndex: number;
}

const NO_TERM_AIM = 'aim on PostgreSQL at 100,000: at least 40% of the ceiling';
const TERM_AIM = 'aim on PostgreSQL at 100,000: at least 25% of the ceiling';
const SEARCH_TERM = 'son';
/** The row every signed-in row is also compared with (bench-server.ts prints the searches' shares of it). */
export const SIGNED_IN_FLOOR = 'view-as a built-in role (signed-in floor)';
const PAGE_SIZE = 50;

/**
 * The scenarios, in the order printed. Sign-in: the limits count every attempt until it
 * succeeds, per account and per client address, and 32 attempts in flight from one account or one
 * address would be refused with 429s. So each connection signs in to an account of its own from an
 * address of its own (X-Forwarded-For, which the benchmark server trusts), from the documentation
 * range 192.0.2.0/24: the row then measures what a sign-in costs, argon2id included.
 */
export function benchScenarios({ token, signInAccounts, nextEmployeeIndex }: ScenarioInputs): Scenario[] {
  const authorised = { Authorization: `Bearer ${token}` };
  let created = 0;
  const search =
    (body: Record<string, unknown>): NextRequest =>
    () => ({
      method: 'POST',
      path: '/api/management/search-employees',
      headers: authorised,
      body: { page: 1, pageSize: PAGE_SIZE, ...body },
    });
  return [
    { name: 'GET /api/health (ceiling)', next: () => ({ method: 'GET', path: '/api/health' }) },
    {
      name: 'sign-in',
      next: (connection) => ({
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'X-Forwarded-For': `192.0.2.${connection + 1}` },
        body: {
          username: signInAccounts.emails[connection % signInAccounts.emails.length],
          password: signInAccounts.password,
        },
      }),
    },
    {
      // The least a signed-in call can cost: the permission check's one statement and a small answer
      // built without the database (a built-in role's grid). No signed-in operation can cost less, so
      // a search's share of the ceiling is bounded by this row's.
      name: SIGNED_IN_FLOOR,
      next: () => ({
        method: 'POST',
        path: '/api/roles/view-as',
        headers: authorised,
        body: { roleKey: 'employee' },
      }),
      note: 'one statement (the permission check) and no other database work',
    },
    { name: `search, page of ${PAGE_SIZE}, no term`, next: search({}), note: NO_TERM_AIM },
    {
      name: `search, page of ${PAGE_SIZE}, '${SEARCH_TERM}'`,
      next: search({ search: SEARCH_TERM }),
      note: TERM_AIM,
    },
    { name: 'the same, no term, 1 connection', next: search({}), connections: 1 },
    {
      name: `the same, '${SEARCH_TERM}', 1 connection`,
      next: search({ search: SEARCH_TERM }),
      connections: 1,
    },
    {
      name: 'export-employees, every employee as CSV',
      next: () => ({
        method: 'POST',
        path: '/api/management/export-employees',
        headers: authorised,
        body: {},
      }),
      connections: 1,
      note: 'one streamed answer; p50 is the time to the last byte',
    },
    {
      name: 'create-employee',
      // Counted across runs, not by the run's sequence: an unmeasured pass (bench-server.ts) comes first.
      next: () => ({
        method: 'POST',
        path: '/api/management/create-employee',
        headers: authorised,
        body: { quickEntry: quickEntryOf(nextEmployeeIndex + created++) },
      }),
    },
  ];
}

/**
 * The demo employee of this index as the create form's quick entry sends it. Without a job position
 * or department: the bench measures the write of the record, not the look-ups of its references.
 */
function quickEntryOf(index: number): QuickEntry {
  const employee = demoEmployee(index);
  return {
    employeeNo: employee.employee_no,
    firstName: employee.first_name,
    lastName: employee.last_name,
    dob: employee.dob,
    country: employee.country,
    ninId: employee.nin_id,
    passport: employee.passport ?? null,
    position: null,
    email: employee.email,
    phoneNumber: employee.phone_number ?? null,
    department: null,
    startDate: employee.start_date,
  };
}
