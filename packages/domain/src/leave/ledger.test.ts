import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { countLeave } from './countLeave.ts';
import {
  adjustedEntry,
  availableFrom,
  balanceAsOf,
  type LeaveLedgerEntry,
  type LedgerEntryKind,
  returnedEntries,
  takenEntries,
} from './ledger.ts';
import { MONDAY_TO_FRIDAY } from './workWeek.ts';

const day = parseDate;

function entry(kind: LedgerEntryKind, date: string, amount: string | number): LeaveLedgerEntry {
  return { key: `${kind}:${date}`, kind, date: day(date), amount: new Decimal(amount), reason: null };
}

function shown(entries: readonly LeaveLedgerEntry[]) {
  return entries.map((charge) => [charge.key, charge.date.toString(), charge.amount.toString()]);
}

const ledger = [
  entry('carried-over', '2024-01-01', 5),
  entry('earned', '2024-01-01', 20),
  entry('taken', '2024-02-12', -3),
  entry('expired', '2024-04-01', -2),
  entry('taken', '2024-06-03', -10),
  entry('earned', '2023-01-01', 20),
];

describe('balanceAsOf', () => {
  it('sums the entries of the date’s leave year dated up to and including it', () => {
    expect(balanceAsOf(ledger, day('2023-12-31'), 1).toString()).toBe('20');
    expect(balanceAsOf(ledger, day('2024-02-11'), 1).toString()).toBe('25');
    expect(balanceAsOf(ledger, day('2024-02-12'), 1).toString()).toBe('22');
    expect(balanceAsOf(ledger, day('2024-04-01'), 1).toString()).toBe('20');
    expect(balanceAsOf(ledger, day('2024-12-31'), 1).toString()).toBe('10');
  });

  it('keeps balances to the leave year the employer set', () => {
    // April years: 2023-01-01's 20 belongs to the year from April 2022, not to the one from April 2023.
    expect(balanceAsOf(ledger, day('2024-03-31'), 4).toString()).toBe('22');
    expect(balanceAsOf(ledger, day('2024-04-01'), 4).toString()).toBe('-2');
  });
});

describe('availableFrom', () => {
  it('is the lowest balance from that day to the year’s end, so booked June leave is already spent', () => {
    // 22 on 12 February, 20 from 1 April, 10 from 3 June: 10 can be booked from March.
    expect(availableFrom(ledger, day('2024-03-01'), 1).toString()).toBe('10');
    expect(availableFrom(ledger, day('2024-12-01'), 1).toString()).toBe('10');
  });

  it('counts accruals before a booking, not after it', () => {
    const monthly = [
      entry('earned', '2024-01-31', 2),
      entry('earned', '2024-02-29', 2),
      entry('taken', '2024-02-29', -3),
    ];
    // On 1 February: 2, then 2 + 2 - 3 = 1 on 29 February.
    expect(availableFrom(monthly, day('2024-02-01'), 1).toString()).toBe('1');
    expect(availableFrom(monthly, day('2024-01-01'), 1).toString()).toBe('0');
  });
});

describe('takenEntries and returnedEntries', () => {
  const newYear = {
    name: "New Year's Day",
    date: day('2000-01-01'),
    part: 'whole' as const,
    repeatsYearly: true,
  };
  // Mon 30 December 2024 to Fri 3 January 2025, New Year's Day a holiday: 2 days in each year.
  const { days } = countLeave(
    { from: day('2024-12-30'), to: day('2025-01-03') },
    { unit: 'Day', dayCount: 'Workday', workWeek: MONDAY_TO_FRIDAY, holidays: [newYear] },
  );

  it('charges each leave year its own days, on its first day that counts', () => {
    expect(shown(takenEntries('r1', days, 1))).toEqual([
      ['taken:r1:2024-01', '2024-12-30', '-2'],
      ['taken:r1:2025-01', '2025-01-02', '-2'],
    ]);
    expect(shown(takenEntries('r1', days, 4))).toEqual([['taken:r1:2024-04', '2024-12-30', '-4']]);
  });

  it('gives cancelled days back to the years they came from', () => {
    expect(shown(returnedEntries('c1', days, 1))).toEqual([
      ['returned:c1:2024-01', '2024-12-30', '2'],
      ['returned:c1:2025-01', '2025-01-02', '2'],
    ]);
    expect(shown(returnedEntries('c2', days.slice(4), 1))).toEqual([
      ['returned:c2:2025-01', '2025-01-03', '1'],
    ]);
  });

  it('writes nothing for a request that counts nothing', () => {
    const weekend = countLeave(
      { from: day('2024-03-09'), to: day('2024-03-10') },
      { unit: 'Day', dayCount: 'Workday', workWeek: MONDAY_TO_FRIDAY, holidays: [] },
    );
    expect(takenEntries('r2', weekend.days, 1)).toEqual([]);
  });
});

describe('adjustedEntry', () => {
  it('keeps the reason and refuses an adjustment without one', () => {
    const adjustment = {
      key: 'adjusted:a1',
      date: day('2024-05-01'),
      amount: new Decimal(-1.5),
      reason: ' Correction ',
    };
    expect(adjustedEntry(adjustment)).toMatchObject({ kind: 'adjusted', reason: 'Correction' });
    expect(() => adjustedEntry({ ...adjustment, reason: '  ' })).toThrow(RangeError);
  });
});
