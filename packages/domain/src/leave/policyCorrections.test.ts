import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EarningPolicy } from './earningPolicy.ts';
import { balanceAsOf, type LeaveLedgerEntry, POLICY_ENTRY_KINDS } from './ledger.ts';
import { entryGroupOf, policyCorrections } from './policyCorrections.ts';
import { policyEntries } from './policyEntries.ts';
import { anyAmount, anyDate } from './testArbitraries.ts';

const day = parseDate;

function earned(key: string, date: string, amount: string): LeaveLedgerEntry {
  return { key, kind: 'earned', date: day(date), amount: new Decimal(amount), reason: null };
}

function shown(entries: readonly LeaveLedgerEntry[]) {
  return entries.map((entry) => [entry.key, entry.date.toString(), entry.amount.toString()]);
}

const monthly: EarningPolicy = {
  entitlement: new Decimal(18),
  frequency: 'Monthly',
  rounding: 'Half',
  waitingPeriodMonths: 0,
  carryOverCap: new Decimal(0),
  carryOverExpiresAfterMonths: null,
};

describe('policyCorrections', () => {
  it('writes the missing entries under their own keys, and nothing the second time', () => {
    const expected = [earned('earned:month:2026-01', '2026-01-31', '1.5')];
    expect(policyCorrections(expected, [])).toEqual(expected);
    expect(policyCorrections(expected, expected)).toEqual([]);
  });

  it('corrects a changed amount by the difference, under the next numbered key', () => {
    const stored = [earned('earned:month:2026-01', '2026-01-31', '1.5')];
    const expected = [earned('earned:month:2026-01', '2026-01-31', '2')];
    const first = policyCorrections(expected, stored);
    expect(shown(first)).toEqual([['earned:month:2026-01|1', '2026-01-31', '0.5']]);
    expect(policyCorrections(expected, [...stored, ...first])).toEqual([]);
    const back = policyCorrections(stored, [...stored, ...first]);
    expect(shown(back)).toEqual([['earned:month:2026-01|2', '2026-01-31', '-0.5']]);
  });

  it('moves an entry to its new date by taking it off the old one, so every day’s balance is right', () => {
    const stored = [earned('earned:year:2026-01', '2026-03-01', '10')];
    const expected = [earned('earned:year:2026-01', '2026-02-01', '12')];
    expect(shown(policyCorrections(expected, stored))).toEqual([
      ['earned:year:2026-01|1', '2026-02-01', '12'],
      ['earned:year:2026-01|2', '2026-03-01', '-10'],
    ]);
  });

  it('brings to zero what the policy no longer expects, and leaves other kinds alone', () => {
    const taken: LeaveLedgerEntry = {
      key: 'taken:r1:2026-01',
      kind: 'taken',
      date: day('2026-02-02'),
      amount: new Decimal(-3),
      reason: null,
    };
    const stored = [earned('earned:month:2026-01', '2026-01-31', '1.5'), taken];
    expect(shown(policyCorrections([], stored))).toEqual([['earned:month:2026-01|1', '2026-01-31', '-1.5']]);
  });

  it('after a back-dated hire date, the year still totals its entitlement once', () => {
    const input = {
      policy: monthly,
      leaveYearStartMonth: 1,
      asOf: day('2026-12-31'),
      ledger: [] as LeaveLedgerEntry[],
    };
    const before = policyEntries({ ...input, employment: { hireDate: day('2026-03-16'), endDate: null } });
    const after = policyEntries({ ...input, employment: { hireDate: day('2026-01-01'), endDate: null } });
    const stored = [...before, ...policyCorrections(after, before)];
    expect(balanceAsOf(stored, day('2026-12-31'), 1).toString()).toBe('18');
    expect(policyCorrections(after, stored)).toEqual([]);
  });
});

const anyGroup = fc.constantFrom('earned:month:2026-01', 'earned:year:2026-01', 'carried-over:year:2026-01');
const anyEntry = fc
  .tuple(anyGroup, anyDate, anyAmount, fc.boolean())
  .map(([key, date, amount, negative]) => ({
    key,
    kind: POLICY_ENTRY_KINDS[key.startsWith('carried') ? 1 : 0] as LeaveLedgerEntry['kind'],
    date,
    amount: negative ? amount.negated() : amount,
    reason: null,
  }));

/** Totals per group and date, as text, zeros left out. */
function totals(entries: readonly LeaveLedgerEntry[]) {
  const sums = new Map<string, Decimal>();
  for (const entry of entries) {
    const at = `${entryGroupOf(entry.key)}@${entry.date.toString()}`;
    sums.set(at, (sums.get(at) ?? new Decimal(0)).plus(entry.amount));
  }
  return Object.fromEntries(
    [...sums].filter(([, sum]) => !sum.isZero()).map(([at, sum]) => [at, sum.toString()]),
  );
}

describe('policyCorrections, for any stored and expected entries', () => {
  it('makes each group’s amounts, date by date, those expected, and a second run writes nothing', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(anyEntry, { selector: (entry) => entry.key, maxLength: 3 }),
        fc.array(anyEntry, { maxLength: 6 }),
        (expected, storedEntries) => {
          // Stored groups as a ledger holds them: the base key, then numbered corrections.
          const counts = new Map<string, number>();
          const stored = storedEntries.map((entry) => {
            const number = counts.get(entry.key) ?? 0;
            counts.set(entry.key, number + 1);
            return { ...entry, key: number === 0 ? entry.key : `${entry.key}|${number}` };
          });
          const corrections = policyCorrections(expected, stored);
          const applied = [...stored, ...corrections];
          expect(totals(applied)).toEqual(totals(expected));
          expect(policyCorrections(expected, applied)).toEqual([]);
          const keys = applied.map((entry) => entry.key);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});
