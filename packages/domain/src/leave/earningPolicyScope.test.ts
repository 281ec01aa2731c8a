import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EARNING_POLICY_FORM_DEFAULTS,
  EARNING_POLICY_PLACEMENT_TYPE_MESSAGE,
  EARNING_POLICY_TARGETS_MESSAGE,
  type EarningPolicyFacts,
  EarningPolicyFormSchema,
  earningPolicyFor,
} from './earningPolicyScope.ts';

const salesJunior: EarningPolicyFacts = {
  levelId: 'junior',
  departmentId: 'sales',
  jobPositionId: 'rep',
  placementType: 'Permanent',
};

function policy(name: string, appliesTo: 'everyone' | 'department' | 'level' | 'jobPosition', ids: string[]) {
  return { name, appliesTo, appliesToIds: ids };
}

describe('earningPolicyFor', () => {
  it('chooses the most specific policy that matches, whatever their order', () => {
    const everyone = policy('Standard', 'everyone', []);
    const sales = policy('Sales', 'department', ['sales']);
    const seniors = policy('Seniors', 'level', ['senior']);
    expect(earningPolicyFor([everyone, sales, seniors], salesJunior)).toBe(sales);
    expect(earningPolicyFor([seniors, sales, everyone], { ...salesJunior, departmentId: null })).toBe(
      everyone,
    );
    const reps = policy('Reps', 'jobPosition', ['rep']);
    expect(earningPolicyFor([sales, reps], salesJunior)).toBe(reps);
  });

  it('answers none when nothing matches, and the first by name among equals', () => {
    expect(
      earningPolicyFor([policy('Sales', 'department', ['sales'])], { ...salesJunior, departmentId: 'hr' }),
    ).toBeUndefined();
    const b = policy('B', 'department', ['sales']);
    const a = policy('A', 'department', ['sales', 'hr']);
    expect(earningPolicyFor([b, a], salesJunior)).toBe(a);
  });
});

describe('EarningPolicyFormSchema', () => {
  const valid = { ...EARNING_POLICY_FORM_DEFAULTS, name: ' Standard ', leaveTypeId: 'al', entitlement: '20' };

  it('trims the name and drops the ids of a policy for everyone', () => {
    const values = v.parse(EarningPolicyFormSchema, { ...valid, appliesToIds: ['x'] });
    expect(values).toMatchObject({ name: 'Standard', appliesTo: 'everyone', appliesToIds: [] });
    expect(values.entitlement.toString()).toBe('20');
  });

  it('asks for at least one choice, and placement types by their names', () => {
    const noneChosen = v.safeParse(EarningPolicyFormSchema, { ...valid, appliesTo: 'department' });
    expect(noneChosen.issues?.[0]).toMatchObject({ message: EARNING_POLICY_TARGETS_MESSAGE });
    expect(v.getDotPath(noneChosen.issues?.[0] as v.BaseIssue<unknown>)).toBe('appliesToIds');
    const unknownType = v.safeParse(EarningPolicyFormSchema, {
      ...valid,
      appliesTo: 'placementType',
      appliesToIds: ['Seasonal'],
    });
    expect(unknownType.issues?.[0]?.message).toBe(EARNING_POLICY_PLACEMENT_TYPE_MESSAGE);
    const twice = v.parse(EarningPolicyFormSchema, {
      ...valid,
      appliesTo: 'placementType',
      appliesToIds: ['Permanent', 'Permanent'],
    });
    expect(twice.appliesToIds).toEqual(['Permanent']);
  });
});
