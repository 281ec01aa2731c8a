/** How many calendar years the Annual Salary Report offers: this one and the nine before it. */
export const REPORT_YEARS = 10;

/** The years the report's Year select offers, newest first, starting with `thisYear`. */
export function reportYears(thisYear: number, count = REPORT_YEARS): number[] {
  return Array.from({ length: count }, (_, back) => thisYear - back);
}

/**
 * The downloaded file's name, as the server names its attachment: "annual-salary-E-0042-2026.csv",
 * by the employee number, else the name; anything a file name should not hold becomes a hyphen.
 */
export function annualReportFileName(
  employee: { employeeNo: string | null; employeeName: string } | undefined,
  year: number,
  format: 'csv' | 'pdf',
): string {
  const who = (employee?.employeeNo ?? employee?.employeeName ?? '')
    .trim()
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `annual-salary-${who ? `${who}-` : ''}${year}.${format}`;
}
