import { parseDate } from '@internationalized/date';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARRY_OVER_CAP_MESSAGE,
  EARNING_POLICY_DEFAULTS,
  EarningPolicySchema,
  ENTITLEMENT_MESSAGE,
  EXPIRY_MESSAGE,
  firstUsableDay,
  WAITING_PERIOD_MESSAGE,
} from './earningPolicy.ts';

function messages(result: { issues?: readonly v.BaseIssue<unknown>[] }) {
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return byField;
}

describe('EarningPolicySchema', () => {
  it('reads decimal strings as exact amounts and empty fields as none', () => {
    const policy = v.parse(EarningPolicySchema, {
      ...EARNING_POLICY_DEFAULTS,
      entitlement: ' 20.5 ',
      carryOverCap: '',
      carryOverExpiresAfterMonths: '3',
    });
    expect(policy.entitlement.toString()).toBe('20.5');
    expect(policy).toMatchObject({
      frequency: 'Monthly',
      rounding: 'Half',
      waitingPeriodMonths: 0,
      carryOverCap: null,
      carryOverExpiresAfterMonths: 3,
    });
  });

  it('takes what a stored row or the wire holds: null for none, numbers for months', () => {
    const policy = v.parse(EarningPolicySchema, {
      entitlement: '25.00',
      frequency: 'Yearly',
      rounding: 'Whole',
      waitingPeriodMonths: 6,
      carryOverCap: '5.00',
      carryOverExpiresAfterMonths: null,
    });
    expect(policy.carryOverCap?.toString()).toBe('5');
    expect(policy.carryOverExpiresAfterMonths).toBeNull();
    expect(policy.waitingPeriodMonths).toBe(6);
  });

  it('names each field out of bounds', () => {
    expect(
      messages(
        v.safeParse(EarningPolicySchema, {
          ...EARNING_POLICY_DEFAULTS,
          entitlement: '20.555',
          waitingPeriodMonths: '25',
          carryOverCap: '-1',
          carryOverExpiresAfterMonths: '12',
        }),
      ),
    ).toEqual({
      entitlement: ENTITLEMENT_MESSAGE,
      waitingPeriodMonths: WAITING_PERIOD_MESSAGE,
      carryOverCap: CARRY_OVER_CAP_MESSAGE,
      carryOverExpiresAfterMonths: EXPIRY_MESSAGE,
    });
    expect(messages(v.safeParse(EarningPolicySchema, EARNING_POLICY_DEFAULTS))).toEqual({
      entitlement: ENTITLEMENT_MESSAGE,
    });
  });
});

describe('firstUsableDay', () => {
  it('is the hire date plus the waiting months, or none', () => {
    const policy = v.parse(EarningPolicySchema, {
      ...EARNING_POLICY_DEFAULTS,
      entitlement: '20',
      waitingPeriodMonths: '3',
    });
    // 30 November + 3 months: 29 February in a leap year (the month has no 30th).
    expect(firstUsableDay(policy, parseDate('2023-11-30'))?.toString()).toBe('2024-02-29');
    expect(firstUsableDay({ ...policy, waitingPeriodMonths: 0 }, parseDate('2023-11-30'))).toBeNull();
  });
});
