import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_RECEIVED,
  CONTACT_MESSAGES,
  CONTACT_REPLY_PROMISE,
  ContactMessageSchema,
} from './contact.ts';

const message = {
  fullName: ' Ada Lovelace ',
  email: ' ada@example.com',
  message: 'Hello,\nDo you run payroll for Ghana?\n',
};

/** The first message for each field, as the form shows them. */
function messages(input: unknown) {
  const result = v.safeParse(ContactMessageSchema, input, { abortPipeEarly: true });
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('ContactMessageSchema', () => {
  it('outputs the contract payload: trimmed, the message keeping its own lines', () => {
    expect(v.parse(ContactMessageSchema, message)).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello,\nDo you run payroll for Ghana?',
    });
  });

  it('puts a pasted name on one line', () => {
    expect(v.parse(ContactMessageSchema, { ...message, fullName: 'Ada\r\nLovelace\u202e' }).fullName).toBe(
      'Ada Lovelace',
    );
  });

  it('asks for each field left empty or blank, in words', () => {
    expect(messages({ fullName: '  ', email: '', message: ' \n ' })).toEqual({
      fullName: CONTACT_MESSAGES.fullNameRequired,
      email: 'Enter your e-mail address.',
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('refuses an address that is not one', () => {
    expect(messages({ ...message, email: 'ada@example' })).toEqual({
      email: 'Enter an e-mail address like name@example.com.',
    });
  });

  it('holds the contract limits, and accepts exactly at them', () => {
    expect(
      messages({
        fullName: 'A'.repeat(CONTACT_LIMITS.fullNameMaxLength + 1),
        email: `${'a'.repeat(250)}@example.com`,
        message: 'm'.repeat(CONTACT_LIMITS.messageMaxLength + 1),
      }),
    ).toEqual({
      fullName: 'Use at most 100 characters.',
      email: 'Use at most 254 characters.',
      message: 'Use at most 5000 characters.',
    });
    expect(
      v.is(ContactMessageSchema, {
        ...message,
        fullName: 'A'.repeat(CONTACT_LIMITS.fullNameMaxLength),
        message: 'm'.repeat(CONTACT_LIMITS.messageMaxLength),
      }),
    ).toBe(true);
  });

  it('never lets a value out with blanks around it, or a name over two lines', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 200 }), (fullName, text) => {
        const result = v.safeParse(ContactMessageSchema, {
          fullName,
          email: 'ada@example.com',
          message: text,
        });
        if (!result.success) return;
        expect(result.output.fullName).toBe(result.output.fullName.trim());
        expect(result.output.fullName).not.toMatch(/[\n\r\t]/);
        expect(result.output.message).toBe(result.output.message.trim());
        expect(result.output.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('the reply promise', () => {
  it('is the one the confirmation gives', () => {
    expect(CONTACT_MESSAGE_RECEIVED).toContain(CONTACT_REPLY_PROMISE);
    expect(CONTACT_REPLY_PROMISE).not.toMatch(/24 hours/);
  });
});
