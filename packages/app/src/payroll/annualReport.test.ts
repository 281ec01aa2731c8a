import { describe, expect, it } from 'vitest';
import { annualReportFileName, reportYears } from './annualReport.ts';

describe('the Annual Salary Report’s years', () => {
  it('are this year first, then the nine before it', () => {
    const years = reportYears(2026);
    expect(years).toHaveLength(10);
    expect(years.slice(0, 3)).toEqual([2026, 2025, 2024]);
    expect(years.at(-1)).toBe(2017);
  });
});

describe('the downloaded report’s file name', () => {
  it('names the employee by their number and the year, with the format’s extension', () => {
    expect(annualReportFileName({ employeeNo: 'E-0042', employeeName: 'Ama Mensah' }, 2026, 'csv')).toBe(
      'annual-salary-E-0042-2026.csv',
    );
  });

  it('falls back to the name, keeping its letters and turning spaces and slashes into hyphens', () => {
    expect(annualReportFileName({ employeeNo: null, employeeName: 'Zoë  O/Brien ' }, 2025, 'pdf')).toBe(
      'annual-salary-Zoë-O-Brien-2025.pdf',
    );
  });

  it('still names the year before the report has come', () => {
    expect(annualReportFileName(undefined, 2026, 'csv')).toBe('annual-salary-2026.csv');
  });
});
