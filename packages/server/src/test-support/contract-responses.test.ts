import { describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import { loadContract } from '../http/contract.ts';
import { contractResponseChecker, type ObservedResponse } from './contract-responses.ts';

const contract = loadContract();
const check = contractResponseChecker(contract);

function response(changes: Partial<ObservedResponse>): ObservedResponse {
  return {
    method: 'POST',
    path: '/auth/logout',
    status: 200,
    contentType: 'application/json',
    headers: new Headers(),
    body: { returnCode: 200, returnMessage: 'You have been signed out.' },
    ...changes,
  };
}

/** The checker guards every other test, so it must itself be shown to fail on drift. */
describe('the contract conformance check', () => {
  test('passes an answer the contract describes', () => {
    expect(() => check(response({}))).not.toThrow();
  });

  test.each([
    ['a status the operation does not list', { status: 500 }],
    ['a body missing a required property', { body: { returnCode: 200 } }],
    [
      'a body with a property the schema does not have',
      { body: { returnCode: 200, returnMessage: 'x', extra: 1 } },
    ],
    ['an error envelope without error', { status: 400, body: { returnCode: 400 } }],
    [
      'a field longer than the contract allows',
      { status: 400, body: { returnCode: 400, error: 'x', field: 'f'.repeat(201) } },
    ],
    ['a non-JSON answer', { contentType: 'text/plain' }],
    ['a path outside the contract answering anything but 404', { path: '/nowhere', status: 200 }],
    [
      'a download of a type the contract does not list for it',
      { path: '/files/download-attachment', contentType: 'text/html; charset=utf-8', body: '<html></html>' },
    ],
  ])('fails %s', (_, changes) => {
    expect(() => check(response(changes))).toThrow();
  });

  test('passes a download of a listed type, and checks its declared headers', () => {
    const download = (csp: string) =>
      response({
        path: '/files/download-attachment',
        contentType: 'application/pdf',
        headers: new Headers({ 'Content-Security-Policy': csp }),
        body: new Uint8Array([37, 80, 68, 70]),
      });
    expect(() => check(download("default-src 'none'; sandbox"))).not.toThrow();
    expect(() => check(download("default-src 'self'"))).toThrow();
  });

  test('checks declared headers: Retry-After must be a positive integer', () => {
    const limited = (retryAfter: string) =>
      response({
        path: '/auth/login',
        status: 429,
        headers: new Headers({ 'Retry-After': retryAfter }),
        body: { returnCode: 429, error: 'Too many sign-in attempts. Try again in 15 minutes.' },
      });
    expect(() => check(limited('900'))).not.toThrow();
    expect(() => check(limited('0'))).toThrow();
  });

  describe('an employee record (the contract’s own example, changed)', () => {
    const example = (contract.document.components as { examples: Record<string, { value: unknown }> })
      .examples.GraceHopperRecord?.value;
    const record = (change: (record: EmployeeRecord) => void) => {
      const body = structuredClone(example) as { returnObject: EmployeeRecord };
      change(body.returnObject);
      return response({ path: '/management/get-employee', body });
    };

    test('passes as it is', () => {
      expect(() => check(record(() => {}))).not.toThrow();
    });

    test('breaks it with a date of birth as a timestamp', () => {
      const timestamp = record((stored) => {
        stored.values.quickEntry.dob = '1986-12-09T00:00:00.000Z';
      });
      expect(() => check(timestamp)).toThrow();
    });

    test('breaks it with a salary as a number, not a decimal string', () => {
      const number = record((stored) => {
        Object.assign(stored.salaryHistory[0] as object, { basicSalary: 4250.5 });
      });
      expect(() => check(number)).toThrow();
    });
  });
});
