import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { balanceWithBookedLeave } from './bookedLeave.ts';
import type { LeaveLedgerEntry, LedgerEntryKind } from './ledger.ts';

function entry(kind: LedgerEntryKind, date: string, amount: string): LeaveLedgerEntry {
  return { key: `${kind}:${date}`, kind, date: parseDate(date), amount: new Decimal(amount), reason: null };
}

const shown = (balance: ReturnType<typeof balanceWithBookedLeave>) => ({
  availableNow: balance.availableNow.toString(),
  booked: balance.booked.toString(),
  afterBookedLeave: balance.afterBookedLeave.toString(),
});

describe('balanceWithBookedLeave', () => {
  const ledger = [
    entry('adjusted', '2026-01-01', '20'),
    // Four days approved for 7 to 10 December, charged on the 7th.
    entry('taken', '2026-12-07', '-4'),
    // Leave approved for next year is next year's.
    entry('taken', '2027-01-04', '-2'),
  ];

  it('on 25 November: 20 days available now, 16 after the four booked in December', () => {
    expect(shown(balanceWithBookedLeave(ledger, parseDate('2026-11-25'), 1))).toEqual({
      availableNow: '20',
      booked: '4',
      afterBookedLeave: '16',
    });
  });

  it('once the leave has started it is taken, and nothing is booked ahead in the year', () => {
    expect(shown(balanceWithBookedLeave(ledger, parseDate('2026-12-07'), 1))).toEqual({
      availableNow: '16',
      booked: '0',
      afterBookedLeave: '16',
    });
  });

  it('cancelled leave gives its days back to what is booked', () => {
    const cancelled = [...ledger, entry('returned', '2026-12-07', '4')];
    expect(shown(balanceWithBookedLeave(cancelled, parseDate('2026-11-25'), 1))).toMatchObject({
      booked: '0',
      afterBookedLeave: '20',
    });
  });

  it('counts an April leave year to its own end', () => {
    const aprilYear = [entry('adjusted', '2026-04-01', '20'), ...ledger.slice(1)];
    expect(shown(balanceWithBookedLeave(aprilYear, parseDate('2026-11-25'), 4))).toEqual({
      availableNow: '20',
      booked: '6',
      afterBookedLeave: '14',
    });
  });
});
