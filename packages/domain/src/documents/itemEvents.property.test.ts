import { parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyItemEvent,
  approvedExpiry,
  type DocumentActor,
  type DocumentItemEvent,
  latestVersion,
  requestedItem,
} from './index.ts';
import { isOverdue, type ListedItem, overdueFirst } from './itemOrder.ts';
import { DOCUMENT_ITEM_STATES } from './itemStates.ts';

/**
 * Any item, pushed through any sequence of attempted events by anyone on any day: what a fair review
 * must always hold, whoever acts and whatever version they name.
 */

const PEOPLE = ['p0', 'p1', 'p2', 'p3'];

const anyActor: fc.Arbitrary<DocumentActor> = fc.oneof(
  fc.record({
    userId: fc.constantFrom(...PEOPLE).map((id) => `u-${id}`),
    employeeId: fc.constantFrom(...PEOPLE, null),
    mayUpload: fc.boolean(),
    mayReview: fc.boolean(),
  }),
  fc.constant({ userId: null, employeeId: null, mayUpload: false, mayReview: false }),
);

const anyEvent: fc.Arbitrary<DocumentItemEvent> = fc.oneof(
  fc.record({
    kind: fc.constant('upload' as const),
    expiresOn: fc.option(fc.integer({ min: -3, max: 30 }).map(dayFromStart), { nil: null }),
  }),
  fc.record({ kind: fc.constant('approve' as const), version: fc.integer({ min: 0, max: 6 }) }),
  fc.record({
    kind: fc.constant('sign' as const),
    version: fc.integer({ min: 0, max: 6 }),
    last: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('reject' as const),
    version: fc.integer({ min: 0, max: 6 }),
    reason: fc.constantFrom('', 'Unreadable.'),
  }),
  fc.constant({ kind: 'expire' as const }),
);

const START = '2026-12-01';
function dayFromStart(days: number): string {
  return parseDate(START).add({ days }).toString();
}

const anyWalk = fc.record({
  expires: fc.boolean(),
  steps: fc.array(
    fc.record({ event: anyEvent, actor: anyActor, daysLater: fc.integer({ min: 0, max: 5 }) }),
    {
      maxLength: 25,
    },
  ),
});

describe('an item under any sequence of events', () => {
  it('never keeps an approval for a replaced file, and every decision names the latest version', () => {
    fc.assert(
      fc.property(anyWalk, ({ expires, steps }) => {
        let item = requestedItem({ employeeId: 'p0', dueOn: dayFromStart(7), expires });
        let today = START;
        for (const { event, actor, daysLater } of steps) {
          today = parseDate(today).add({ days: daysLater }).toString();
          const before = item;
          const result = applyItemEvent(item, event, actor, today);
          if (!result.ok) {
            expect(result.reason.length).toBeGreaterThan(0);
            continue;
          }
          item = result.item;
          const latest = latestVersion(item);
          // Versions are only ever added, numbered one by one, never changed.
          expect(item.versions.slice(0, before.versions.length)).toEqual(before.versions);
          expect(item.versions.map((version) => version.number)).toEqual(item.versions.map((_, i) => i + 1));
          if (event.kind === 'upload') {
            expect(item.state).toBe('submitted');
            expect(item.decidedVersion).toBeNull();
          }
          if (event.kind === 'approve' || event.kind === 'reject' || event.kind === 'sign') {
            expect(event.version).toBe(latest?.number);
            // Nobody reviews their own document or their own upload.
            expect(actor.employeeId).not.toBe('p0');
            expect(latest?.uploadedBy).not.toBe(actor.userId);
          }
          if (item.state === 'approved') expect(item.decidedVersion).toBe(latest?.number);
          // A sign-off step other than the last leaves the item waiting on the next.
          if (event.kind === 'sign' && !event.last) expect(item).toBe(before);
          if (event.kind === 'upload') expect(actor.employeeId === 'p0' || actor.mayUpload).toBe(true);
          if (event.kind === 'expire') {
            expect(actor.userId).toBeNull();
            expect(today > (approvedExpiry(before) ?? '9999-12-31')).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

const anyListed: fc.Arbitrary<ListedItem> = fc.record({
  id: fc.uuid(),
  state: fc.constantFrom(...DOCUMENT_ITEM_STATES),
  dueOn: fc.integer({ min: -5, max: 5 }).map(dayFromStart),
  name: fc.constantFrom('Ada', 'ada', 'Ben', 'Åsa', 'Zoe', ''),
});

describe('overdueFirst', () => {
  const order = overdueFirst(START);

  it('is a total order: antisymmetric, transitive, and ties only an item with itself', () => {
    fc.assert(
      fc.property(anyListed, anyListed, anyListed, (a, b, c) => {
        expect(Math.sign(order(a, b))).toBe(-Math.sign(order(b, a)));
        if (order(a, b) === 0) expect(a.id).toBe(b.id);
        if (order(a, b) <= 0 && order(b, c) <= 0) expect(order(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('puts every overdue item before every other', () => {
    fc.assert(
      fc.property(fc.array(anyListed, { maxLength: 30 }), (items) => {
        const sorted = [...items].sort(order);
        const firstOnTime = sorted.findIndex((item) => !isOverdue(item, START));
        if (firstOnTime === -1) return;
        expect(sorted.slice(firstOnTime).some((item) => isOverdue(item, START))).toBe(false);
      }),
    );
  });
});
