import { describe, expect, test } from 'vitest';
import { NOTICE_KIND_GROUPS, NOTICE_KINDS, noticeEmailPreferences } from './noticeKinds.ts';

describe('noticeEmailPreferences', () => {
  test('every kind in the list’s order: a choice made wins, the others follow their default', () => {
    const preferences = noticeEmailPreferences(new Map([['announcement', false]]));
    expect(preferences.map((preference) => preference.kind)).toEqual(NOTICE_KINDS.map(({ kind }) => kind));
    expect(preferences.find((preference) => preference.kind === 'announcement')?.byEmail).toBe(false);
    expect(preferences.filter((preference) => !preference.byEmail)).toHaveLength(1);
  });

  test('a stored kind the product no longer sends is left out', () => {
    const preferences = noticeEmailPreferences(new Map([['fax-received', false]]));
    expect(preferences.some((preference) => (preference.kind as string) === 'fax-received')).toBe(false);
  });
});

test('each kind is listed once, under a group My profile shows', () => {
  const kinds = NOTICE_KINDS.map(({ kind }) => kind);
  expect(new Set(kinds).size).toBe(kinds.length);
  for (const { group } of NOTICE_KINDS) expect(NOTICE_KIND_GROUPS).toContain(group);
});
