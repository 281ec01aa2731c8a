import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ServerConfig } from './config.ts';
import type { Department, EmployeeRecord, EmployeeRow, Session } from './contract-types.ts';
import { openDatabase } from './db/open-database.ts';
import { jsonLogger, silentLogger } from './logger.ts';
import { startServer } from './server.ts';
import { startSmtpListener, textOf } from './test-support/smtp-listener.ts';

/**
 * The server as `npm start` runs it: a real socket, PGlite in a folder, migrations at start. Always
 * on PGlite, since persistence in the data folder across a restart is what is being tested.
 */

let dir: string;
let config: ServerConfig;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hr-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>HR Payroll</title>');
  config = {
    port: 0,
    hostname: '127.0.0.1',
    appDir: dir,
    database: { engine: 'pglite', dataDir: path.join(dir, 'pglite') },
    jwtSecret: undefined,
    trustProxy: false,
    publicUrl: 'http://localhost:3000',
    mail: { smtpUrl: undefined, from: 'HR Payroll <no-reply@localhost>', contactTo: undefined },
    s3: undefined,
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function post<T>(url: string, operation: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the running server', () => {
  const email = 'ada@example.com';
  const password = 'correct horse battery staple';
  let firstToken: string;

  test('serves the app and the API on one port: sign-up, sign-in, create, list', async () => {
    const server = await startServer(config, silentLogger);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${server.url}/employees`)).text()).toContain('HR Payroll');
      const signUp = await post(server.url, '/auth/create-user', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password,
        country: 'United Kingdom',
        agreeTsAndCs: true,
        role: 'admin',
      });
      expect(signUp.status).toBe(201);
      const login = await post<{ returnObject: Session }>(server.url, '/auth/login', {
        username: email,
        password,
      });
      expect(login.status).toBe(200);
      firstToken = login.body.returnObject.jwtToken;
      const created = await post<{ returnObject: EmployeeRecord }>(
        server.url,
        '/management/create-employee',
        {
          quickEntry: {
            employeeNo: 'E-0001',
            firstName: 'Grace',
            lastName: 'Hopper',
            dob: '1986-12-09',
            country: 'United States',
            ninId: 'NI-1',
            passport: null,
            position: null,
            email: 'grace@example.com',
            phoneNumber: null,
            department: null,
            startDate: null,
          },
        },
        firstToken,
      );
      expect(created.status).toBe(200);
      const department = await post(
        server.url,
        '/employer/create-department',
        { code: 'ENG', name: 'Engineering', headEmployeeId: created.body.returnObject.id },
        firstToken,
      );
      expect(department.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  test('counts failed sign-ins against the socket’s address', async () => {
    const server = await startServer(config, silentLogger);
    try {
      const failed = await post(server.url, '/auth/login', { username: email, password: 'wrong' });
      expect(failed.status).toBe(401);
    } finally {
      await server.close();
    }
    const db = await openDatabase(config.database);
    try {
      const attempts = await db.selectFrom('login_attempts').select('client_address').execute();
      expect(attempts.map((attempt) => attempt.client_address)).toContain('127.0.0.1');
    } finally {
      await db.destroy();
    }
  });

  test('after a restart, the data (a department too) is still there and the earlier access token still works', async () => {
    const server = await startServer(config, silentLogger);
    try {
      const list = await post<{ returnObject: EmployeeRow[] }>(
        server.url,
        '/management/get-all-employees-on-user',
        { id: JSON.parse(Buffer.from(firstToken.split('.')[1] ?? '', 'base64url').toString()).sub },
        firstToken,
      );
      expect(list.status).toBe(200);
      expect(list.body.returnObject).toEqual([
        {
          id: expect.any(String),
          employee_no: 'E-0001',
          employee_name: 'Grace Hopper',
          email_address: 'grace@example.com',
          position: null,
        },
      ]);
      const departments = await post<{ returnObject: Department[] }>(
        server.url,
        '/employer/list-departments',
        {},
        firstToken,
      );
      expect(departments.body.returnObject).toEqual([
        expect.objectContaining({ code: 'ENG', name: 'Engineering', active: true, headName: 'Grace Hopper' }),
      ]);
      const login = await post(server.url, '/auth/login', { username: email, password });
      expect(login.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the running server’s mail', () => {
  const email = 'ada@example.com';
  const link = /http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/;

  test('without SMTP_URL, a reset link is written to the log as one line, after the answer', async () => {
    const lines: string[] = [];
    const server = await startServer(
      config,
      jsonLogger((line) => lines.push(line)),
    );
    try {
      const answer = await post(server.url, '/auth/request-password-reset', { email });
      expect(answer.status).toBe(200);
      await expect
        .poll(() => lines.find((line) => line.includes('"mail.outbox"')), { timeout: 10_000 })
        .toMatch(link);
    } finally {
      await server.close();
    }
  });

  test('with SMTP_URL, the mail goes to that server, and mail left unsent is sent at start', async () => {
    const listener = await startSmtpListener();
    const smtpConfig = {
      ...config,
      mail: { ...config.mail, smtpUrl: listener.url },
    };
    const db = await openDatabase(config.database);
    try {
      await db
        .insertInto('mail_outbox')
        .values({
          recipient: 'left@example.com',
          subject: 'Left behind',
          text_body: 'Sent at the next start.',
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const server = await startServer(smtpConfig, silentLogger);
    try {
      await expect
        .poll(() => listener.received.flatMap((mail) => mail.to), { timeout: 10_000 })
        .toEqual(['left@example.com']);
      expect((await post(server.url, '/auth/request-password-reset', { email })).status).toBe(200);
      await expect.poll(() => listener.received.length, { timeout: 10_000 }).toBe(2);
      const [, reset] = listener.received;
      expect(reset?.to).toEqual([email]);
      expect(textOf(reset ?? { from: '', to: [], message: '' })).toMatch(link);
    } finally {
      await server.close();
      await listener.close();
    }
  });
});
