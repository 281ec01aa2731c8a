import { expect, type Page, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { iso, SAVED, today, typeDate } from './leave-support.ts';
import { accessTokenFor, signInAsAdministrator, signUpAdministrator, uniqueEmail } from './support.ts';

// Issue 34's journey, the first hour: a new administrator follows the set-up checklist from the
// dashboard, imports 200 employees from an Excel workbook (two of whose rows are wrong, both fixed in
// the preview), starts payroll from the Ghana template, and previews a payslip taxed by it.

const HEADERS = [
  'Employee ID',
  'First Name',
  'Last Name',
  'Date of Birth',
  'Nationality',
  'National ID',
  'Email',
  'Start Date',
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
      { value: new Date(Date.UTC(2025, 0, 6)), type: Date, format: 'yyyy-mm-dd' },
      { value: index % 2 === 0 ? 'Operations' : 'Finance' },
    ];
  });
  const header = HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));
  return (await writeXlsxFile([header, ...rows] as never).toBuffer()) as Buffer;
}

/** The dashboard's set-up checklist, and how far it says the employer has got. */
async function expectChecklist(page: Page, progress: string) {
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Set up your organisation' });
  await expect(checklist.getByRole('progressbar', { name: 'Set-up progress' })).toHaveAttribute(
    'aria-valuetext',
    progress,
  );
  return checklist;
}

async function openImportPage(page: Page) {
  const checklist = await expectChecklist(page, '0 of 6 done');
  await checklist.getByRole('link', { name: 'Import from a spreadsheet' }).click();
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

test('the first hour: the checklist leads a new administrator to import 200 employees from a workbook (two rows fixed in the preview), start payroll from the Ghana template and preview a payslip', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
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

  // Ticked by the data: the employees are in (the file named departments but no job positions).
  const checklist = await expectChecklist(page, '1 of 6 done');
  const employeesItem = checklist
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Employees', exact: true }) });
  await expect(employeesItem).toContainText('Done');

  await startPayrollFromGhanaTemplate(page);
  await expectChecklist(page, '2 of 6 done');
  await previewPayslip(page, request, email);
});

/** Payroll in cedis, then Statutory Table › Start from a template › Ghana. */
async function startPayrollFromGhanaTemplate(page: Page) {
  await page.goto('/payroll/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Settings' })).toBeVisible();
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.clear();
  await currency.pressSequentially('GHS');
  await page.getByRole('option', { name: /^GHS/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payroll settings saved.')).toBeVisible(SAVED);

  await page.goto('/payroll/statutory-table');
  await page.getByRole('button', { name: 'Start from a template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from a template' });
  await dialog.getByRole('radio', { name: 'Ghana (GHS)' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Create the Ghana rows' }).click();
  await expect(dialog.getByText('The Ghana rows were created.')).toBeVisible(SAVED);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: /^PAYE/ })).toBeVisible();
}

/** The first imported employee on 5,000.00 a month from the 1st: the preview taxes it by the template's bands. */
async function previewPayslip(page: Page, request: Parameters<typeof accessTokenFor>[0], email: string) {
  const monthStart = new Date(`${iso(today()).slice(0, 8)}01T00:00:00Z`);
  await page.goto('/employee');
  await page.getByRole('gridcell', { name: 'First1 Last1', exact: true }).click();
  await expect(page).toHaveURL(/\/employee\/edit\//);
  const employeeId = page.url().split('/').at(-1);
  const token = await accessTokenFor(request, email);
  const salary = await request.post('/api/management/update-employee', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id: employeeId,
      salary: {
        effectiveDate: iso(monthStart),
        basicSalary: '5000.00',
        currency: 'GHS',
        payPeriod: 'Monthly',
      },
    },
  });
  expect(salary.status()).toBe(200);
  await page.reload();
  const salarySection = page.getByRole('region', { name: 'Salary', exact: true });
  await salarySection.getByRole('button', { name: 'Preview payslip' }).click();
  const preview = page.getByRole('dialog', { name: 'Payslip preview' });
  await typeDate(page, preview.getByRole('group', { name: /Period starting/ }), monthStart);
  await preview.getByRole('button', { name: 'Preview', exact: true }).click();
  // GRA's 2024 monthly bands: 572.67 on the first 3,896.67, then 25% of the 1,103.33 above it.
  const lines = preview.getByRole('table');
  await expect(lines).toContainText('PAYE 572.67 on the first 3,896.67 + 25% × 1,103.33 = 848.50', SAVED);
  await expect(lines.getByRole('row', { name: /^Net pay/ })).toContainText('4,151.50');
}
