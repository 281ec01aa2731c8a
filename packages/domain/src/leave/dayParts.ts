/**
 * A day as two halves, morning and afternoon. What a leave day counts is the halves that are
 * requested, worked and not a holiday; keeping the halves apart (not just "half a day") is what
 * makes a Saturday worked only in the morning count nothing when its afternoon is taken.
 */

export const DAY_PARTS = ['whole', 'morning', 'afternoon'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** The halves of a day as bits: morning 1, afternoon 2. */
export type DayHalves = number;

export const NO_HALVES: DayHalves = 0;
const MORNING: DayHalves = 1;
const AFTERNOON: DayHalves = 2;
export const BOTH_HALVES: DayHalves = MORNING | AFTERNOON;

export function halvesOf(part: DayPart | 'none'): DayHalves {
  switch (part) {
    case 'whole':
      return BOTH_HALVES;
    case 'morning':
      return MORNING;
    case 'afternoon':
      return AFTERNOON;
    case 'none':
      return NO_HALVES;
  }
}

export function countHalves(halves: DayHalves): number {
  return (halves & MORNING ? 1 : 0) + (halves & AFTERNOON ? 1 : 0);
}
