import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LEAVE_RULE_COUNT } from './constants.ts';
import {
  LEAVE_TYPE_COLOR_MESSAGE,
  LEAVE_TYPE_DEFAULTS,
  type LeaveTypeInput,
  LeaveTypeSchema,
  RULE_ADVANCE_MESSAGE,
  RULE_MIN_DAYS_MESSAGE,
  readRuleNumber,
} from './leaveTypeSchema.ts';

function messages(result: { issues?: readonly v.BaseIssue<unknown>[] }) {
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return byField;
}

const annual: LeaveTypeInput = { ...LEAVE_TYPE_DEFAULTS, code: ' AL ', description: 'Annual leave' };

describe('LeaveTypeSchema', () => {
  it('has the defaults of §3: every flag on, Day, Workday, #008000, only rule 0 enabled', () => {
    expect(LEAVE_TYPE_DEFAULTS.rules).toHaveLength(LEAVE_RULE_COUNT);
    expect(v.parse(LeaveTypeSchema, annual)).toEqual({
      code: 'AL',
      description: 'Annual leave',
      isActive: true,
      leaveUnit: 'Day',
      dayCount: 'Workday',
      color: '#008000',
      isPaidLeave: true,
      allowNegativeBalance: true,
      requireReason: true,
      requireAttachment: true,
      noticeDayCount: 'Workday',
      rules: [
        { isEnabled: true, minDays: null, advanceWorkdays: null },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
        { isEnabled: false, minDays: null, advanceWorkdays: null },
      ],
    });
  });

  it('requires a code of at most 20 characters and keeps the description to 50', () => {
    expect(messages(v.safeParse(LeaveTypeSchema, { ...annual, code: ' ' }))).toEqual({
      code: 'Enter a code.',
    });
    expect(
      messages(
        v.safeParse(LeaveTypeSchema, { ...annual, code: 'C'.repeat(21), description: 'D'.repeat(51) }),
      ),
    ).toEqual({ code: 'Use at most 20 characters.', description: 'Use at most 50 characters.' });
    expect(v.parse(LeaveTypeSchema, { ...annual, description: '  ' }).description).toBeNull();
  });

  it('takes a hex colour and keeps it in capitals', () => {
    expect(v.parse(LeaveTypeSchema, { ...annual, color: '#ff8800' }).color).toBe('#FF8800');
    expect(messages(v.safeParse(LeaveTypeSchema, { ...annual, color: 'green' }))).toEqual({
      color: LEAVE_TYPE_COLOR_MESSAGE,
    });
  });

  it('reads rule numbers as integers and checks them only on an enabled rule', () => {
    const rules: LeaveTypeInput['rules'] = [
      { isEnabled: true, minDays: '3', advanceWorkdays: '4' },
      { isEnabled: true, minDays: '5 days', advanceWorkdays: 10.9 },
      { isEnabled: false, minDays: 'abc', advanceWorkdays: '0' },
    ];
    expect(v.parse(LeaveTypeSchema, { ...annual, rules }).rules).toEqual([
      { isEnabled: true, minDays: null, advanceWorkdays: null },
      { isEnabled: true, minDays: 5, advanceWorkdays: 10 },
      { isEnabled: false, minDays: null, advanceWorkdays: 0 },
    ]);
  });

  it('names the field of an enabled rule that is blank or out of bounds', () => {
    const rules: LeaveTypeInput['rules'] = [
      { isEnabled: true, minDays: '', advanceWorkdays: '' },
      { isEnabled: true, minDays: '', advanceWorkdays: '366' },
      { isEnabled: true, minDays: '0', advanceWorkdays: '2' },
    ];
    expect(messages(v.safeParse(LeaveTypeSchema, { ...annual, rules }))).toEqual({
      'rules.1.minDays': RULE_MIN_DAYS_MESSAGE,
      'rules.1.advanceWorkdays': RULE_ADVANCE_MESSAGE,
      'rules.2.minDays': RULE_MIN_DAYS_MESSAGE,
    });
  });

  it('refuses a unit or day count outside §9', () => {
    expect(
      messages(v.safeParse(LeaveTypeSchema, { ...annual, leaveUnit: 'Week', dayCount: 'Weekday' } as never)),
    ).toEqual({ leaveUnit: 'Choose a leave unit.', dayCount: 'Choose a day count.' });
  });
});

describe('readRuleNumber (§5)', () => {
  it.each([
    ['10', 10],
    [' 7 days', 7],
    ['2.9', 2],
    [3, 3],
    ['', null],
    ['ten', null],
  ])('reads %j as %j', (typed, value) => {
    expect(readRuleNumber(typed)).toBe(value);
  });
});
