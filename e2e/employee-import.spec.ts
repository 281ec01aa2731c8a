import { expect, type Page, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { signInAsAdministrator, signUpAdministrator, uniqueEmail } from './support.ts';

// Issue 34's journey: a new administrator imports 200 employees from an Excel workbook, two of whose
// rows are wrong; both are fixed in the preview, every row is imported, and the list shows them. Each
// step is a helper, for the journey of the first hour to grow from (the checklist, a payroll template).

const HEADERS = [
  'Employee ID',
  'First Name',
  'Last Name',
  'Date of Birth',
  'Nationality',
  'National ID',
  'Email',
  'Department',
];
const EMPLOYEES = 200;
/** Spreadsheet rows (the header is row 1) made wrong on purpose: a date that does not exist, no National ID. */
const BAD_DATE_ROW = 12;
const NO_NATIONAL_ID_ROW = 150;

/** A workbook of `count` employees written by the reader's own counterpart; dates are date cells. */
async function employeeWorkbook(count: number, tag: string): Promise<Buffer> {
  const rows = Array.from({ length: count }, (_, index) => {
    const row = index + 2;
    const dob =
      row === BAD_DATE_ROW
        ? { value: '31/02/1990', type: String }
        : {
            value: new Date(Date.UTC(1970 + (index % 30), index % 12, 1 + (index % 28))),
            type: Date,
            format: 'yyyy-mm-dd',
          };
    return [
      { value: `${tag}-${String(index + 1).padStart(4, '0')}` },
      { value: `First${index + 1}` },
      { value: `Last${index + 1}` },
      dob,
      { value: 'Ghana' },
      { value: row === NO_NATIONAL_ID_ROW ? '' : `GHA-${tag}-${index + 1}` },
      { value: `person${index + 1}.${tag.toLowerCase()}@example.com` },
      { value: index % 2 === 0 ? 'Operations' : 'Finance' },
    ];
  });
  const header = HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));
  return (await writeXlsxFile([header, ...rows] as never).toBuffer()) as Buffer;
}

async function openImportPage(page: Page) {
  await page.goto('/employee');
  await expect(page.getByText('Total: 0')).toBeVisible();
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import employees from a spreadsheet' }),
  ).toBeVisible();
}

async function uploadWorkbook(page: Page, buffer: Buffer, name: string) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByRole('heading', { name: `Match the columns of ${name}` })).toBeVisible();
}

async function checkRows(page: Page) {
  await page.getByRole('button', { name: 'Check the rows' }).click();
}

async function fixCell(page: Page, row: number, column: string, value: string) {
  const cell = page.getByRole('textbox', { name: `Row ${row} ${column}` });
  await cell.fill(value);
}

async function importAll(page: Page, count: number) {
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText(`${count} rows: ${count} ready to import, 0 with problems.`)).toBeVisible();
  await page.getByRole('button', { name: `Import ${count} employees` }).click();
  await expect(page.getByText(`Imported ${count} employees.`)).toBeVisible({ timeout: 30_000 });
}

test('a new administrator imports 200 employees from a workbook, fixing two rows in the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('import.admin');
  await signUpAdministrator(request, email);
  await signInAsAdministrator(page, email);

  await openImportPage(page);
  await uploadWorkbook(page, await employeeWorkbook(EMPLOYEES, 'IMP'), 'staff.xlsx');
  await checkRows(page);

  // The departments the file names are new to the employer: offered for creation, and accepted.
  await expect(
    page.getByText(`${EMPLOYEES} rows: 0 ready to import, ${EMPLOYEES} with problems.`),
  ).toBeVisible();
  await page.getByText('Create the missing departments and job positions on import').click();
  await expect(page.getByRole('checkbox', { name: /Create the missing departments/ })).toBeChecked();
  await expect(
    page.getByText(`${EMPLOYEES} rows: ${EMPLOYEES - 2} ready to import, 2 with problems.`),
  ).toBeVisible();
  await fixCell(page, BAD_DATE_ROW, 'Date of Birth', '1990-02-28');
  await fixCell(page, NO_NATIONAL_ID_ROW, 'National ID', 'GHA-IMP-150');
  await importAll(page, EMPLOYEES);

  await page.getByRole('link', { name: 'Go to the Employees list' }).click();
  await expect(page.getByText(`Total: ${EMPLOYEES}`)).toBeVisible();
});
