import { describe, expect, it } from 'vitest';
import { expiryReminderOn, isOverdue, type ListedItem, overdueFirst } from './itemOrder.ts';

describe('expiryReminderOn', () => {
  it.each([
    ['2030-06-30', 30, '2030-05-31'],
    ['2028-03-01', 1, '2028-02-29'],
    ['2027-01-15', 365, '2026-01-15'],
  ])('%s, %i days before: %s', (expiresOn, days, reminder) => {
    expect(expiryReminderOn(expiresOn, days)).toBe(reminder);
  });
});

describe('isOverdue', () => {
  it.each([
    ['requested', '2026-12-02', true],
    ['rejected', '2026-12-02', true],
    ['expired', '2026-12-02', true],
    ['requested', '2026-12-03', false],
    ['submitted', '2026-12-02', false],
    ['approved', '2026-12-02', false],
  ] as const)('%s, due %s, on 2026-12-03: %s', (state, dueOn, overdue) => {
    expect(isOverdue({ state, dueOn }, '2026-12-03')).toBe(overdue);
  });
});

describe('overdueFirst', () => {
  it('puts overdue items first, then by due date, then by name', () => {
    const items: ListedItem[] = [
      { id: '1', state: 'approved', dueOn: '2026-11-01', name: 'Zoe' },
      { id: '2', state: 'requested', dueOn: '2026-12-20', name: 'Ben' },
      { id: '3', state: 'requested', dueOn: '2026-12-01', name: 'Yan' },
      { id: '4', state: 'rejected', dueOn: '2026-11-30', name: 'amy' },
      { id: '5', state: 'submitted', dueOn: '2026-12-20', name: 'Abe' },
      { id: '6', state: 'requested', dueOn: '2026-12-01', name: 'Ada' },
    ];
    const order = [...items].sort(overdueFirst('2026-12-03')).map((item) => item.name);
    expect(order).toEqual(['amy', 'Ada', 'Yan', 'Zoe', 'Abe', 'Ben']);
  });
});
