import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { EarningPolicy } from './earningPolicy.ts';
import type { LeaveLedgerEntry } from './ledger.ts';
import { type PolicyLedgerInput, policyEntries } from './policyEntries.ts';
import { availableToBook, projectedBalance } from './projection.ts';
import { reconcilePolicyEntries } from './reconcile.ts';

const day = parseDate;

function taken(date: string, amount: number): LeaveLedgerEntry {
  return { key: `taken:${date}`, kind: 'taken', date: day(date), amount: new Decimal(-amount), reason: null };
}

function returned(date: string, amount: number): LeaveLedgerEntry {
  return {
    key: `returned:${date}`,
    kind: 'returned',
    date: day(date),
    amount: new Decimal(amount),
    reason: null,
  };
}

/** 20 days at the start of each calendar year; up to 5 carry over and expire at the end of March. */
const capped: EarningPolicy = {
  entitlement: new Decimal(20),
  frequency: 'Yearly',
  rounding: 'Whole',
  waitingPeriodMonths: 0,
  carryOverCap: new Decimal(5),
  carryOverExpiresAfterMonths: 3,
};

function input(overrides: Partial<PolicyLedgerInput>): PolicyLedgerInput {
  return {
    policy: capped,
    employment: { hireDate: day('2023-01-01'), endDate: null },
    leaveYearStartMonth: 1,
    asOf: day('2024-12-31'),
    ledger: [],
    ...overrides,
  };
}

function shown(entries: readonly LeaveLedgerEntry[]) {
  return entries.map((entry) => [entry.key, entry.date.toString(), entry.amount.toString()]);
}

describe('policyEntries: carry-over and its expiry', () => {
  it('carries the closing balance up to the cap, and expires what is left of it after leave taken first', () => {
    // 2023 closes at 20 - 12 = 8: 5 carry. 3 taken in February 2024 come out of them: 2 expire on 1 April.
    const ledger = [taken('2023-07-10', 12), taken('2024-02-12', 3)];
    expect(shown(policyEntries(input({ ledger })))).toEqual([
      ['earned:year:2023-01', '2023-01-01', '20'],
      ['carried-over:year:2024-01', '2024-01-01', '5'],
      ['earned:year:2024-01', '2024-01-01', '20'],
      ['expired:year:2024-01', '2024-04-01', '-2'],
    ]);
    expect(projectedBalance(input({ ledger, asOf: day('2024-03-31') })).toString()).toBe('22');
    expect(projectedBalance(input({ ledger, asOf: day('2024-04-01') })).toString()).toBe('20');
  });

  it('expires nothing once more than the carried days were taken before the expiry date', () => {
    const ledger = [taken('2023-07-10', 12), taken('2024-02-12', 7)];
    expect(policyEntries(input({ ledger })).map((entry) => entry.kind)).not.toContain('expired');
  });

  it('counts cancelled days back: taken and returned before the expiry date leave all of it to expire', () => {
    const ledger = [taken('2023-07-10', 12), taken('2024-02-12', 3), returned('2024-02-12', 3)];
    expect(shown(policyEntries(input({ ledger }))).at(-1)).toEqual([
      'expired:year:2024-01',
      '2024-04-01',
      '-5',
    ]);
  });

  it('carries a debt in full, whatever the cap, and never expires it', () => {
    const ledger = [taken('2023-07-10', 27)];
    expect(
      shown(policyEntries(input({ ledger, policy: { ...capped, carryOverCap: new Decimal(0) } }))),
    ).toEqual([
      ['earned:year:2023-01', '2023-01-01', '20'],
      ['carried-over:year:2024-01', '2024-01-01', '-7'],
      ['earned:year:2024-01', '2024-01-01', '20'],
    ]);
  });

  it('carries everything without a cap, and nothing with a cap of 0', () => {
    const ledger = [taken('2023-07-10', 2)];
    const noCap = { ...capped, carryOverCap: null, carryOverExpiresAfterMonths: null };
    expect(shown(policyEntries(input({ ledger, policy: noCap })))[1]).toEqual([
      'carried-over:year:2024-01',
      '2024-01-01',
      '18',
    ]);
    const noCarry = { ...capped, carryOverCap: new Decimal(0) };
    expect(policyEntries(input({ ledger, policy: noCarry })).map((entry) => entry.kind)).toEqual([
      'earned',
      'earned',
    ]);
  });

  it('ignores stored policy entries in the ledger it is given, so nothing is counted twice', () => {
    const ledger = [taken('2023-07-10', 12)];
    const first = policyEntries(input({ ledger }));
    expect(policyEntries(input({ ledger: [...ledger, ...first] }))).toEqual(first);
  });
});

describe('policyEntries: dates', () => {
  it('lists nothing after asOf nor after the last day employed', () => {
    const monthly = { ...capped, frequency: 'Monthly' as const, entitlement: new Decimal(12) };
    expect(shown(policyEntries(input({ policy: monthly, asOf: day('2023-03-30') })))).toEqual([
      ['earned:month:2023-01', '2023-01-31', '1'],
      ['earned:month:2023-02', '2023-02-28', '1'],
    ]);
    const left = { hireDate: day('2023-01-01'), endDate: day('2023-02-28') };
    expect(policyEntries(input({ policy: monthly, employment: left }))).toHaveLength(2);
  });

  it('lists nothing before the hire date', () => {
    expect(policyEntries(input({ employment: { hireDate: day('2025-01-06'), endDate: null } }))).toEqual([]);
  });
});

describe('reconcilePolicyEntries', () => {
  it('inserts what is missing, and nothing the second time', () => {
    const expected = policyEntries(input({ ledger: [taken('2023-07-10', 12)] }));
    expect(reconcilePolicyEntries(expected, []).insert).toEqual(expected);
    expect(reconcilePolicyEntries(expected, expected)).toEqual({ insert: [], update: [], remove: [] });
  });

  it('rewrites a carry-over after a back-dated cancellation, and leaves leave entries alone', () => {
    // 2023 closed at 20 - 17 = 3, so 3 carried and expired; cancelling the 17 days closes it at 20.
    const before = [taken('2023-07-10', 17)];
    const stored = [...before, ...policyEntries(input({ ledger: before }))];
    const after = [...before, returned('2023-07-10', 17)];
    const changes = reconcilePolicyEntries(policyEntries(input({ ledger: after })), stored);
    expect(shown(changes.update)).toEqual([
      ['carried-over:year:2024-01', '2024-01-01', '5'],
      ['expired:year:2024-01', '2024-04-01', '-5'],
    ]);
    expect(changes.insert).toEqual([]);
    expect(changes.remove).toEqual([]);
  });

  it('removes policy entries a later hire date no longer earns', () => {
    const stored = policyEntries(input({}));
    const changes = reconcilePolicyEntries(
      policyEntries(input({ employment: { hireDate: day('2024-01-01'), endDate: null } })),
      stored,
    );
    expect(shown(changes.remove)).toEqual([
      ['earned:year:2023-01', '2023-01-01', '20'],
      ['carried-over:year:2024-01', '2024-01-01', '5'],
      ['expired:year:2024-01', '2024-04-01', '-5'],
    ]);
    expect(changes.update).toEqual([]);
  });
});

describe('availableToBook', () => {
  it('counts the accruals still to come before the request and the leave booked after it', () => {
    const monthly: EarningPolicy = {
      ...capped,
      frequency: 'Monthly',
      entitlement: new Decimal(24),
      carryOverCap: new Decimal(0),
    };
    const base = {
      policy: monthly,
      employment: { hireDate: day('2024-01-01'), endDate: null },
      leaveYearStartMonth: 1,
    };
    // 2 a month: 10 by the end of May; 8 booked on 3 June leaves 4 by the end of June.
    const ledger = [taken('2024-06-03', 8)];
    expect(availableToBook({ ...base, ledger }, day('2024-06-01')).toString()).toBe('2');
    expect(availableToBook({ ...base, ledger: [] }, day('2024-06-01')).toString()).toBe('10');
  });
});

describe('policyEntries, for a hire date recorded centuries ago', () => {
  it('replays from 1900, the leave horizon’s first day, not from year 1', () => {
    const entries = policyEntries(
      input({ employment: { hireDate: day('0001-01-01'), endDate: null }, asOf: day('2026-11-25') }),
    );
    expect(entries[0]?.date.toString()).toBe('1900-01-01');
    expect(entries.filter((entry) => entry.kind === 'earned')).toHaveLength(2026 - 1900 + 1);
  });
});
