import { describe, expect, test } from 'vitest';
import { loadContract } from '../http/contract.ts';
import { contractResponseChecker, type ObservedResponse } from './contract-responses.ts';

const check = contractResponseChecker(loadContract());

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
  ])('fails %s', (_, changes) => {
    expect(() => check(response(changes))).toThrow();
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

  test('checks dates: an employee whose dob is a timestamp breaks it', () => {
    const employee = {
      id: '9d6f0c1e-3b3a-4a3e-8f5e-0c2d7b1a4e21',
      employeeNo: 'E-1',
      firstName: 'G',
      lastName: 'H',
      email: 'g@example.com',
      ninId: 'N',
      country: 'C',
      dob: '1986-12-09T00:00:00.000Z',
      position: null,
      department: null,
      phoneNumber: null,
      passport: null,
      startDate: null,
      createdAt: '2026-11-22T09:30:00Z',
    };
    const created = (dob: string) =>
      response({
        path: '/management/create-employee',
        body: { returnCode: 200, returnObject: { ...employee, dob } },
      });
    expect(() => check(created('1986-12-09'))).not.toThrow();
    expect(() => check(created('1986-12-09T00:00:00.000Z'))).toThrow();
  });
});
