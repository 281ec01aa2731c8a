import {
  ApiError,
  CanceledError,
  NetworkError,
  RequestFailedError,
  TimeoutError,
  TokenUnavailableError,
  UNKNOWN_ERROR_MESSAGE,
} from '@hr/api';
import { employeeEmailAlreadyUsed, employeeNoAlreadyUsed } from '@hr/domain';
import { describe, expect, it } from 'vitest';
import { changeThen, feedbackFor } from './feedback.ts';

const duplicateEmail = employeeEmailAlreadyUsed('grace.hopper@example.com');

describe('feedback for a refusal that names a field', () => {
  it('goes on the field when the form has it', () => {
    const error = new ApiError(409, duplicateEmail, 'email');
    expect(feedbackFor(error, ['firstName', 'email'])).toEqual({ message: duplicateEmail, field: 'email' });
  });

  it('goes above the form, with the same sentence, when the form has no such field', () => {
    const error = new ApiError(409, duplicateEmail, 'email');
    expect(feedbackFor(error, ['username', 'password'])).toEqual({ message: duplicateEmail });
    expect(feedbackFor(error)).toEqual({ message: duplicateEmail });
  });

  it('matches the field name exactly, not a part of it', () => {
    const error = new ApiError(409, duplicateEmail, 'quickEntry.email');
    expect(feedbackFor(error, ['email'])).toEqual({ message: duplicateEmail });
  });

  it('keeps any dotted path for a form that places fields itself (any-field)', () => {
    const message = employeeNoAlreadyUsed('E-0002');
    expect(feedbackFor(new ApiError(409, message, 'quickEntry.employeeNo'), 'any-field')).toEqual({
      message,
      field: 'quickEntry.employeeNo',
    });
    expect(feedbackFor(new ApiError(409, duplicateEmail, 'quickEntry.email'), 'any-field')).toEqual({
      message: duplicateEmail,
      field: 'quickEntry.email',
    });
  });
});

describe('feedback for a refusal that names no field', () => {
  it('goes above the form, whatever fields the form has', () => {
    const error = new ApiError(403, 'You do not have access to this employee.');
    expect(feedbackFor(error, ['email'])).toEqual({ message: 'You do not have access to this employee.' });
    expect(feedbackFor(error, 'any-field')).toEqual({ message: 'You do not have access to this employee.' });
  });

  it('says an unknown error occurred when the server gave no sentence (§8)', () => {
    expect(feedbackFor(new ApiError(500, undefined), ['email'])).toEqual({ message: UNKNOWN_ERROR_MESSAGE });
  });
});

describe('feedback for a call that got no answer from the contract', () => {
  it.each([
    ['the network', new NetworkError(), 'Network error: the server could not be reached'],
    ['a timeout', new TimeoutError(30_000), 'Request timed out after 30000 ms'],
    ['a cancel', new CanceledError(), 'Request canceled'],
    ['a missing token', new TokenUnavailableError(), 'Token is not available'],
    ['an answer outside the contract', new RequestFailedError(502), 'Request failed with status code 502'],
  ])('shows the sentence of %s above the form, on no field', (_cause, error, message) => {
    expect(feedbackFor(error, ['email'])).toEqual({ message });
    expect(feedbackFor(error, 'any-field')).toEqual({ message });
  });
});

describe('feedback for anything else', () => {
  it('reports a bug in the app as one, with its message', () => {
    expect(feedbackFor(new TypeError('x is undefined'), ['email'])).toEqual({
      message: 'Something went wrong in the app: x is undefined',
    });
    expect(feedbackFor('a thrown string', 'any-field')).toEqual({
      message: 'Something went wrong in the app: a thrown string',
    });
  });

  it('does not take an error merely shaped like a refusal for one', () => {
    const lookalike = Object.assign(new Error('Email already used'), { status: 409, field: 'email' });
    expect(feedbackFor(lookalike, ['email'])).toEqual({
      message: 'Something went wrong in the app: Email already used',
    });
  });
});

describe('a change, then the list again', () => {
  it('reloads once the change is made, and answers no feedback', async () => {
    const reloads: string[] = [];
    const feedback = await changeThen(
      async () => undefined,
      async () => {
        reloads.push('list');
      },
    );
    expect(feedback).toBeUndefined();
    expect(reloads).toEqual(['list']);
  });

  it('leaves the list as it was when the server refuses, answering the refusal on its field', async () => {
    const reloads: string[] = [];
    const message = 'Give a new amount or add at least one item.';
    const feedback = await changeThen(() =>
      Promise.reject(new ApiError(400, message, 'amount')), async () => {
      reloads.push('list');
    }, ['employeeId', 'amount']);
    expect(feedback).toEqual({ message, field: 'amount' });
    expect(reloads).toEqual([]);
  });
});
