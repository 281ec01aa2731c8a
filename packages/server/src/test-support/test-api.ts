import { randomUUID } from 'node:crypto';
import { createServer } from '../app.ts';
import { databaseAttachmentStorage } from '../attachments/database-storage.ts';
import type { AttachmentOwners } from '../attachments/owner-access.ts';
import { type AttachmentStorage, DEFAULT_MAX_UPLOAD_BYTES } from '../attachments/storage.ts';
import type { Caller, TokenIdentity } from '../auth/access-tokens.ts';
import { accessTokens } from '../auth/access-tokens.ts';
import { DEFAULT_PASSWORD_RESET_LIMITS } from '../auth/password-reset-limits.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../auth/sign-in-limits.ts';
import { loadSigningSecret } from '../auth/signing-secret.ts';
import { twoFactorKeys } from '../auth/two-factor/two-factor-keys.ts';
import type { CreateEmployeeRequest, EmployeeRecord, QuickEntry, Session } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { loadContract } from '../http/contract.ts';
import { type Logger, silentLogger } from '../logger.ts';
import { mailDelivery } from '../mail/mail-delivery.ts';
import { logTransport } from '../mail/transports.ts';
import { callerOf } from '../roles/caller-permissions.ts';
import { contractResponseChecker } from './contract-responses.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const contract = loadContract();
const checkResponse = contractResponseChecker(contract);

export interface CallOptions {
  /** Bearer token for the Authorization header. */
  token?: string;
  headers?: Record<string, string>;
  method?: string;
  /** Sent as it is instead of JSON.stringify(body): malformed JSON, huge bodies, files. */
  rawBody?: BodyInit;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApiOptions {
  signInLimits?: SignInLimits;
  trustProxy?: boolean;
  /** The server's log: the request log, and mail, which goes to the log as without SMTP_URL. */
  logger?: Logger;
  /** The time "today" is taken from; the real time by default. */
  clock?: () => Date;
  appDir?: string;
  /** PUBLIC_URL; TEST_PUBLIC_URL (https) by default. */
  publicUrl?: string;
  /** The server's ceiling on any upload; 50 MiB by default. */
  maxUploadBytes?: number;
  /** Where uploaded files' bytes go; the database's own storage by default. */
  attachmentStorage?: (database: TestDatabase) => AttachmentStorage;
  /**
   * Another test server's database, to run a second instance on it (as two servers behind a load
   * balancer); it stays open when this one closes.
   */
  sharedDatabase?: TestDatabase;
  /** Owner types of attachments beyond the areas' own, with their access checks. */
  attachmentOwners?: AttachmentOwners;
  /** CONTACT_TO: where contact messages are mailed; unset by default (stored only). */
  contactTo?: string;
}

/** PUBLIC_URL of the test server: the base of the links in its mail. */
export const TEST_PUBLIC_URL = 'https://hr.example.test';

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/**
 * The server over a database of this test file's own, driven through Hono's app.request (no socket).
 * Every answer of `call` is checked against openapi.yaml before the test sees it.
 */
export async function createTestApi(options: TestApiOptions = {}) {
  const database = options.sharedDatabase ?? (await createTestDatabase());
  const secret = await loadSigningSecret(database.db, undefined);
  const logger = options.logger ?? silentLogger;
  const mail = mailDelivery({
    db: database.db,
    transport: logTransport(logger),
    logger,
  });
  const deps: ServiceDeps = {
    db: database.db,
    accessTokens: accessTokens(secret),
    twoFactorKeys: twoFactorKeys(secret),
    signInLimits: options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS,
    passwordResetLimits: DEFAULT_PASSWORD_RESET_LIMITS,
    mailDelivery: mail,
    contactMessages: { operatorEmail: options.contactTo, logger },
    publicUrl: options.publicUrl ?? TEST_PUBLIC_URL,
    clock: options.clock ?? (() => new Date()),
    attachments: {
      storage: options.attachmentStorage?.(database) ?? databaseAttachmentStorage(database.db),
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    },
  };
  const app = createServer({
    deps,
    contract,
    trustProxy: options.trustProxy ?? false,
    logger,
    ...(options.appDir ? { appDir: options.appDir } : {}),
    ...(options.attachmentOwners ? { attachmentOwners: options.attachmentOwners } : {}),
  });

  async function call<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    { token, headers = {}, method = 'POST', rawBody }: CallOptions = {},
  ): Promise<ApiAnswer<T>> {
    const init: RequestInit & { duplex?: 'half' } = {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    };
    if (rawBody instanceof ReadableStream) init.duplex = 'half';
    if (rawBody !== undefined) init.body = rawBody;
    else if (body !== undefined) init.body = JSON.stringify(body);
    const response = await app.request(`/api${path}`, init);
    const contentType = response.headers.get('content-type');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    // JSON is parsed, a CSV export handed over as its text, any other file as its bytes.
    const parsed = contentType?.startsWith('text/csv')
      ? text
      : !contentType || contentType.startsWith('application/json')
        ? text
          ? JSON.parse(text)
          : undefined
        : bytes;
    checkResponse({
      method,
      path,
      status: response.status,
      contentType,
      headers: response.headers,
      body: parsed,
    });
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** Signs up a new administrator (so a new employer) and signs them in. */
  async function newAdministrator(overrides: { email?: string; password?: string } = {}) {
    const email = overrides.email ?? `admin-${randomUUID()}@example.com`;
    const password = overrides.password ?? 'correct horse battery staple';
    const signUp = await call('/auth/create-user', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password,
      country: 'United Kingdom',
      agreeTsAndCs: true,
      role: 'admin',
    });
    if (signUp.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(signUp.body)}`);
    const login = await call<{ returnObject: Session }>('/auth/login', { username: email, password });
    if (login.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(login.body)}`);
    return { email, password, session: login.body.returnObject, token: login.body.returnObject.jwtToken };
  }

  /** Creates an employee from `quickEntry` (completed by quickEntryOf) and any other sections. */
  async function addEmployee(
    token: string,
    quickEntry: Partial<QuickEntry> = {},
    sections: Omit<CreateEmployeeRequest, 'quickEntry'> = {},
  ): Promise<EmployeeRecord> {
    const answer = await call<{ returnObject: EmployeeRecord }>(
      '/management/create-employee',
      { quickEntry: quickEntryOf(quickEntry), ...sections },
      { token },
    );
    if (answer.status !== 200) throw new Error(`Creating an employee failed: ${JSON.stringify(answer.body)}`);
    return answer.body.returnObject;
  }

  /**
   * An employee account of `employerId`, signed in, tied to the record `employeeId` when given. Written
   * straight to the database, for tests about what an employee may do rather than how they sign up.
   */
  async function newEmployeeUser(employerId: string, employeeId: string | null = null) {
    const email = `employee-${randomUUID()}@example.com`;
    const password = 'employee password';
    const user = await database.db
      .insertInto('users')
      .values({
        employer_id: employerId,
        first_name: 'Edith',
        last_name: 'Employee',
        email,
        password_hash: await hashPassword(password),
        role: 'employee',
        employee_id: employeeId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = await call<{ returnObject: Session }>('/auth/login', { username: email, password });
    if (login.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(login.body)}`);
    return { userId: user.id, token: login.body.returnObject.jwtToken, session: login.body.returnObject };
  }

  return {
    app,
    db: database.db,
    database,
    deps,
    secret,
    call,
    newAdministrator,
    newEmployeeUser,
    addEmployee,
    /**
     * The caller a handler would see for this account today (its roles read from the database), for
     * tests that call a service directly.
     */
    async callerFor(identity: TokenIdentity): Promise<Caller> {
      const caller = await callerOf(database.db, identity, await employerToday(deps, identity.employerId));
      if (!caller) throw new Error(`No account ${identity.userId}.`);
      return caller;
    },
    /** Waits until every mail queued so far has been delivered or has failed. */
    deliverMail: () => mail.deliverDue(),
    async close() {
      await mail.stop();
      if (!options.sharedDatabase) await database.close();
    },
  };
}

let employeeCounter = 0;

/** A complete, valid quick entry with unique number and e-mail, changed by `overrides`. */
export function quickEntryOf(overrides: Partial<QuickEntry> = {}): QuickEntry {
  employeeCounter += 1;
  return {
    employeeNo: `T-${String(employeeCounter).padStart(5, '0')}`,
    firstName: 'Grace',
    lastName: 'Hopper',
    dob: '1986-12-09',
    country: 'United States',
    ninId: 'NI-778812',
    passport: null,
    position: null,
    email: `grace.${employeeCounter}.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: null,
    department: null,
    startDate: null,
    ...overrides,
  };
}
