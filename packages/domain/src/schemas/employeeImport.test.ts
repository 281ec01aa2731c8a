import { describe, expect, test } from 'vitest';
import {
  importCellText,
  importRows,
  mappingToRemember,
  matchColumns,
  missingRequiredFields,
  refusedRowsCsv,
} from './employeeImport.ts';

describe('matchColumns', () => {
  test('matches headers to fields by name or label, whatever their case and punctuation', () => {
    expect(matchColumns(['EMPLOYEE ID', 'first_name', 'Last Name', 'date of birth', 'Shoe size'])).toEqual([
      'employeeNo',
      'firstName',
      'lastName',
      'dob',
      null,
    ]);
  });

  test('the employer’s remembered choice wins, and a field takes one column at most', () => {
    expect(matchColumns(['Staff #', 'Email', 'E-mail address'], { 'Staff #': 'employeeNo' })).toEqual([
      'employeeNo',
      'email',
      null,
    ]);
  });

  test('names the required fields no column fills', () => {
    const mapping = matchColumns(['Employee ID', 'First Name', 'Last Name', 'Nationality', 'Email']);
    expect(missingRequiredFields(mapping)).toEqual(['dob', 'ninId']);
  });

  test('remembers each mapped header', () => {
    expect(mappingToRemember(['A', 'B', ''], ['employeeNo', null, 'email'])).toEqual({ A: 'employeeNo' });
  });
});

describe('importRows', () => {
  test('numbers rows as the spreadsheet does and skips blank lines', () => {
    const rows = importRows(
      [
        ['E-1', 'Ama', ''],
        ['', ' ', ''],
        ['E-2', 'Kofi', 'x'],
      ],
      ['employeeNo', 'firstName', null],
    );
    expect(rows).toEqual([
      { row: 2, employeeNo: 'E-1', firstName: 'Ama' },
      { row: 4, employeeNo: 'E-2', firstName: 'Kofi' },
    ]);
  });
});

describe('importCellText', () => {
  test('a date cell is its day, a number as written, a formula stays text', () => {
    expect(importCellText(new Date(Date.UTC(1990, 4, 17)))).toBe('1990-05-17');
    expect(importCellText(42)).toBe('42');
    expect(importCellText(null)).toBe('');
    expect(importCellText('=HYPERLINK("http://x","y")')).toBe('=HYPERLINK("http://x","y")');
  });
});

describe('refusedRowsCsv', () => {
  test('one line per problem with the row’s cells; a formula-looking cell cannot run', () => {
    const csv = refusedRowsCsv(
      [{ row: 3, employeeNo: 'E-3', firstName: '=HYPERLINK("http://x","y")' }],
      [{ row: 3, column: 'dob', message: 'Enter the date of birth.' }],
    );
    const [header, line] = csv.split('\r\n');
    expect(header).toMatch(/^Row,Column,Problem,Employee ID,First Name,/);
    expect(line).toBe(
      `3,Date of Birth,Enter the date of birth.,E-3,"'=HYPERLINK(""http://x"",""y"")",,,,,,,,,,`,
    );
  });
});
