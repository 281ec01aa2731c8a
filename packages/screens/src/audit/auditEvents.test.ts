import { describe, expect, it } from 'vitest';
import { changeSummary, fieldChanges, fieldLabel, operationLabel } from './auditEvents.ts';

describe('fieldChanges', () => {
  it('keeps only the fields a change altered, each before and after as text', () => {
    expect(
      fieldChanges(
        { firstName: 'Ada', salary: 5000, address: { city: 'London' }, active: true },
        { firstName: 'Ada', salary: 5500, address: { city: 'Leeds' }, active: true },
      ),
    ).toEqual([
      { field: 'salary', label: 'Salary', before: '5000', after: '5500' },
      { field: 'address', label: 'Address', before: '{"city":"London"}', after: '{"city":"Leeds"}' },
    ]);
  });

  it('lists every field of a record created or deleted, with no side for the missing one', () => {
    expect(fieldChanges(null, { name: 'HR Officer', description: null })).toEqual([
      { field: 'name', label: 'Name', before: undefined, after: 'HR Officer' },
      { field: 'description', label: 'Description', before: undefined, after: '(empty)' },
    ]);
    expect(fieldChanges({ code: 'B1' }, null)).toEqual([
      { field: 'code', label: 'Code', before: 'B1', after: undefined },
    ]);
  });

  it('shows a field that appeared or went away in a change', () => {
    expect(fieldChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', label: 'A', before: '1', after: undefined },
      { field: 'b', label: 'B', before: undefined, after: '2' },
    ]);
  });
});

describe('changeSummary and labels', () => {
  it('says what an event did in a few words', () => {
    expect(changeSummary({ before: null, after: { a: 1 } })).toBe('Created');
    expect(changeSummary({ before: { a: 1 }, after: null })).toBe('Deleted');
    expect(changeSummary({ before: null, after: null })).toBe('No fields recorded');
    expect(changeSummary({ before: { a: 1, lastName: 'X' }, after: { a: 2, lastName: 'Y' } })).toBe(
      '2 fields changed: A, Last name',
    );
    expect(changeSummary({ before: { a: 1 }, after: { a: 1 } })).toBe('No field changed');
  });

  it('reads names as words', () => {
    expect(fieldLabel('employee_no')).toBe('Employee no');
    expect(fieldLabel('dateJoined')).toBe('Date joined');
    expect(operationLabel('update-employee')).toBe('Update employee');
  });
});
