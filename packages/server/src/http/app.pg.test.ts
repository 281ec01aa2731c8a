import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jsonLogger } from '../logger.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
let appDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  appDir = mkdtempSync(path.join(tmpdir(), 'hr-app-'));
  mkdirSync(path.join(appDir, 'assets'));
  writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>HR Payroll</title>');
  writeFileSync(path.join(appDir, 'assets', 'main.js'), 'console.log(1)');
  api = await createTestApi({ appDir, logger: jsonLogger((line) => logLines.push(line)) });
});
afterAll(async () => {
  await api.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('health', () => {
  test('GET /api/health answers {status: ok}', async () => {
    const answer = await api.call('/health', undefined, { method: 'GET' });
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('paths the API does not have', () => {
  test.each([
    ['POST', '/auth/no-such-thing'],
    ['GET', '/management/employees'],
    ['GET', '/auth/login'],
    ['DELETE', '/auth/logout'],
    ['POST', '/health'],
    ['GET', ''],
  ])('%s /api%s: the 404 envelope, never the app’s page', async (method, operationPath) => {
    const answer = await api.call(operationPath, undefined, { method });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ returnCode: 404, error: 'There is no such API operation.' });
  });
});

describe('the built app', () => {
  test('is served at / and at any client-side route', async () => {
    for (const route of ['/', '/employees/list']) {
      const response = await api.app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>HR Payroll</title>');
    }
  });

  test('serves its assets, and a missing asset is a 404 rather than the page', async () => {
    expect((await api.app.request('/assets/main.js')).status).toBe(200);
    const missing = await api.app.request('/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<title>');
  });
});

describe('every API answer', () => {
  test('is marked not to be cached and carries a request id', async () => {
    const answer = await api.call('/auth/login', { username: 'a@example.com', password: 'x' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the request log', () => {
  test('has one JSON line per request with its method, path, status, duration and request id', async () => {
    logLines.length = 0;
    const answer = await api.call('/auth/login', { username: 'nobody@example.com', password: 'x' });
    expect(logLines).toHaveLength(1);
    const line = JSON.parse(logLines[0] ?? '');
    expect(line).toMatchObject({
      level: 'info',
      message: 'request',
      method: 'POST',
      path: '/api/auth/login',
      status: 401,
      requestId: answer.headers.get('x-request-id'),
    });
    expect(typeof line.durationMs).toBe('number');
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  test('never holds a password, a token or a body', async () => {
    logLines.length = 0;
    const { email, password, session } = await api.newAdministrator({ password: 'a very secret password' });
    await api.call('/auth/refresh', { refreshToken: session.refreshToken });
    await api.call(
      '/management/search-employees',
      { page: 1, pageSize: 5, search: 'needle-in-body' },
      {
        token: session.jwtToken,
      },
    );
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThanOrEqual(4);
    for (const secret of [password, session.jwtToken, session.refreshToken, email, 'needle-in-body']) {
      expect(log).not.toContain(secret);
    }
  });
});
