import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { type DeciderContext, decidersOf } from './approvalDeciders.ts';
import type { ResolvedApprovalStep } from './approvalRoute.ts';

const day = parseDate;

const managerStep: ResolvedApprovalStep = {
  stepIndex: 0,
  rule: { approver: 'line-manager' },
  isFallback: false,
  approverIds: ['ben'],
};

const context: DeciderContext = {
  facts: {
    requesterId: 'ann',
    lineManagerId: 'ben',
    departmentHeadId: null,
    branchHeadId: null,
    activePersonIds: new Set(['ann', 'ben', 'cal', 'dee', 'ada', 'al']),
    administratorIds: ['ada', 'al'],
  },
  // Ben is away 10 to 14 June 2024 and Cal decides for him; Cal hands on to Dee on the 14th.
  delegations: [
    { approverId: 'ben', delegateId: 'cal', from: day('2024-06-10'), to: day('2024-06-14') },
    { approverId: 'cal', delegateId: 'dee', from: day('2024-06-14'), to: day('2024-06-14') },
  ],
  today: day('2024-06-03'),
  waitingSince: day('2024-06-03'),
  escalateAfterDays: 5,
};

function deciders(overrides: Partial<DeciderContext>, step = managerStep) {
  return decidersOf(step, { ...context, ...overrides });
}

describe('decidersOf: delegation spans', () => {
  it('adds the delegate from the first to the last day of the delegation, both included', () => {
    expect(deciders({ today: day('2024-06-09'), waitingSince: day('2024-06-09') }).deciderIds).toEqual([
      'ben',
    ]);
    expect(deciders({ today: day('2024-06-10'), waitingSince: day('2024-06-10') }).deciderIds).toEqual([
      'ben',
      'cal',
    ]);
    expect(deciders({ today: day('2024-06-15'), waitingSince: day('2024-06-15') }).deciderIds).toEqual([
      'ben',
    ]);
  });

  it('follows a delegate’s own delegation on the days both hold', () => {
    expect(deciders({ today: day('2024-06-14'), waitingSince: day('2024-06-14') }).deciderIds).toEqual([
      'ben',
      'cal',
      'dee',
    ]);
  });

  it('stops at circles, at inactive delegates and at the requester', () => {
    const span = { from: day('2024-06-01'), to: day('2024-06-30') };
    const delegations = [
      { approverId: 'ben', delegateId: 'ann', ...span },
      { approverId: 'ann', delegateId: 'al', ...span },
      { approverId: 'ben', delegateId: 'gone', ...span },
      { approverId: 'ben', delegateId: 'cal', ...span },
      { approverId: 'cal', delegateId: 'ben', ...span },
    ];
    expect(deciders({ delegations }).deciderIds).toEqual(['ben', 'cal']);
  });
});

describe('decidersOf: escalation', () => {
  it('adds the administrators once the step has waited the escalation days', () => {
    expect(deciders({ today: day('2024-06-07') })).toEqual({ deciderIds: ['ben'], escalated: false });
    expect(deciders({ today: day('2024-06-08') })).toEqual({
      deciderIds: ['ben', 'ada', 'al'],
      escalated: true,
    });
  });

  it('never escalates without escalation days, nor to an administrator who asked', () => {
    expect(deciders({ today: day('2025-06-08'), escalateAfterDays: null }).escalated).toBe(false);
    const adminAsks = { ...context.facts, requesterId: 'ada' };
    expect(deciders({ today: day('2024-06-08'), facts: adminAsks }).deciderIds).toEqual(['ben', 'al']);
  });

  it('leaves nobody when the only approver has left and nobody else may decide', () => {
    const gone = { ...context.facts, activePersonIds: new Set(['ann']) };
    expect(deciders({ facts: gone, today: day('2024-06-08') })).toEqual({ deciderIds: [], escalated: true });
  });
});
