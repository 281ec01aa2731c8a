import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bulkPlacementSchema, recordPlacementSchema } from './placement.ts';

const messages = (result: { issues?: readonly v.BaseIssue<unknown>[] | undefined }) =>
  (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe('recording a placement', () => {
  const move = {
    employeeId: 'e-1',
    effectiveDate: '2026-12-01',
    kind: 'Transfer',
    departmentId: 'd-2',
    jobPositionId: '',
    levelId: '',
    branchId: '',
    lineManagerId: '',
    reason: '  Sales needs help  ',
  };

  it('takes a move, with empty references as none and the reason trimmed', () => {
    expect(v.parse(recordPlacementSchema, move)).toEqual({
      ...move,
      jobPositionId: null,
      levelId: null,
      branchId: null,
      lineManagerId: null,
      reason: 'Sales needs help',
    });
  });

  it('names each field a move lacks or overflows', () => {
    const result = v.safeParse(recordPlacementSchema, {
      ...move,
      employeeId: '',
      effectiveDate: '2026-02-30',
      kind: '',
      reason: 'x'.repeat(201),
    });
    expect(messages(result)).toEqual([
      ['employeeId', 'Choose the employee.'],
      ['effectiveDate', 'Enter a complete date.'],
      ['kind', 'Choose the move.'],
      ['reason', 'Use at most 200 characters.'],
    ]);
  });
});

describe('a bulk placement', () => {
  const keepAll = { departmentId: '', jobPositionId: '', levelId: '', branchId: '', lineManagerId: '' };
  const bulk = { employeeIds: ['e-1', 'e-2'], effectiveDate: '2027-01-01', kind: 'Transfer', reason: '' };

  it('sends only the changes chosen', () => {
    expect(v.parse(bulkPlacementSchema, { ...bulk, changes: { ...keepAll, branchId: 'b-2' } })).toEqual({
      ...bulk,
      reason: null,
      changes: { branchId: 'b-2' },
    });
  });

  it('refuses a move that keeps everything as is, and one of nobody', () => {
    expect(
      messages(v.safeParse(bulkPlacementSchema, { ...bulk, employeeIds: [], changes: keepAll })),
    ).toEqual([
      ['employeeIds', 'Choose at least one person.'],
      ['changes', 'Choose at least one change: a department, job position, level, branch or line manager.'],
    ]);
  });
});
