import { csvText } from '../csv.ts';
import type { EmployeeFormInput } from './employee.ts';
import { EMPLOYEE_FORM_DEFAULTS } from './employeeFormValues.ts';

/**
 * Employees imported from a spreadsheet (issue 34): the columns a file may fill, named and required as
 * the Employee form's quick entry names and requires them, and the department and job position by
 * name. Every cell is text; a row is checked by the form's own schema (see employeeImportFormInput).
 */

/** The most rows one file may hold: one request, one transaction. */
export const EMPLOYEE_IMPORT_MAX_ROWS = 10_000;

export const EMPLOYEE_IMPORT_FIELDS = [
  { key: 'employeeNo', label: 'Employee ID', required: true },
  { key: 'firstName', label: 'First Name', required: true },
  { key: 'lastName', label: 'Last Name', required: true },
  { key: 'dob', label: 'Date of Birth', required: true },
  { key: 'country', label: 'Nationality', required: true },
  { key: 'ninId', label: 'National ID', required: true },
  { key: 'email', label: 'Email Address', required: true },
  { key: 'passport', label: 'Passport', required: false },
  { key: 'phoneNumber', label: 'Phone Number', required: false },
  { key: 'startDate', label: 'Start Date', required: false },
  { key: 'department', label: 'Department', required: false },
  { key: 'position', label: 'Job Position', required: false },
] as const;

export type EmployeeImportField = (typeof EMPLOYEE_IMPORT_FIELDS)[number]['key'];

/** One data row of the file: its row number in the file (the header is row 1) and its mapped cells. */
export type EmployeeImportRow = { row: number } & Partial<Record<EmployeeImportField, string>>;

/** A rule a row breaks, named by its row number and column (null: the row as a whole). */
export interface EmployeeImportProblem {
  row: number;
  column: EmployeeImportField | null;
  message: string;
}

/** For each header of the file, the field its column fills, or null when it is left out. */
export type ColumnMapping = (EmployeeImportField | null)[];

/** The mapping remembered for an employer: header text (as written) to field. */
export type RememberedMapping = Record<string, EmployeeImportField>;

const LABELS = new Map<string, string>(EMPLOYEE_IMPORT_FIELDS.map(({ key, label }) => [key, label]));

export function importFieldLabel(field: EmployeeImportField): string {
  return LABELS.get(field) ?? field;
}

/** "Date of Birth", "date_of_birth" and "DOB" all read "dateofbirth"/"dob". */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(optional\)/g, '')
    .replace(/[^a-z0-9]/g, '');
}

const BY_NAME = new Map<string, EmployeeImportField>(
  EMPLOYEE_IMPORT_FIELDS.flatMap(({ key, label }) => [
    [comparable(key), key],
    [comparable(label), key],
  ]),
);

/**
 * The field each header fills: the employer's remembered choice for that header first, else the
 * field whose name or label it is, whatever its case, spaces or punctuation. A field is filled by one
 * column at most: a later header naming a field already taken is left out.
 */
export function matchColumns(headers: readonly string[], remembered: RememberedMapping = {}): ColumnMapping {
  const taken = new Set<EmployeeImportField>();
  return headers.map((header) => {
    const field = Object.hasOwn(remembered, header) ? remembered[header] : BY_NAME.get(comparable(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The required fields no column fills, in the form's order. */
export function missingRequiredFields(mapping: ColumnMapping): EmployeeImportField[] {
  return EMPLOYEE_IMPORT_FIELDS.filter(({ key, required }) => required && !mapping.includes(key)).map(
    ({ key }) => key,
  );
}

/** The mapping to remember: each mapped header and its field. */
export function mappingToRemember(headers: readonly string[], mapping: ColumnMapping): RememberedMapping {
  const remembered: RememberedMapping = {};
  headers.forEach((header, index) => {
    const field = mapping[index];
    if (field && header !== '') remembered[header] = field;
  });
  return remembered;
}

/**
 * The file's data rows as the mapping reads them, numbered as the spreadsheet numbers them (the
 * header is row 1). Rows with no text at all are left out, as a spreadsheet's trailing blank lines.
 */
export function importRows(
  dataRows: readonly (readonly string[])[],
  mapping: ColumnMapping,
): EmployeeImportRow[] {
  const rows: EmployeeImportRow[] = [];
  dataRows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: EmployeeImportRow = { row: index + 2 };
    mapping.forEach((field, column) => {
      const cell = cells[column];
      if (field && cell !== undefined && cell !== '') row[field] = cell;
    });
    rows.push(row);
  });
  return rows;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A spreadsheet cell as text: a date cell as its day (YYYY-MM-DD), a number or a boolean as written,
 * text as it is. A cell that looks like a formula stays that text: nothing here evaluates it.
 */
export function importCellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  return String(value);
}

/**
 * The Employee form's values for a row: the quick entry from its cells, every other field as a new
 * employee's form starts. Department and job position are names in a file, ids in the form: the
 * server puts the ids in once it has looked the names up.
 */
export function employeeImportFormInput(
  row: EmployeeImportRow,
  ids: { department: string; position: string } = { department: '', position: '' },
): EmployeeFormInput {
  const { quickEntry } = EMPLOYEE_FORM_DEFAULTS;
  return {
    ...EMPLOYEE_FORM_DEFAULTS,
    quickEntry: {
      ...quickEntry,
      employeeNo: row.employeeNo ?? '',
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      dob: row.dob?.trim() ?? '',
      country: row.country ?? '',
      ninId: row.ninId ?? '',
      passport: row.passport ?? '',
      email: row.email ?? '',
      phoneNumber: row.phoneNumber ?? '',
      startDate: row.startDate?.trim() ?? '',
      department: ids.department,
      position: ids.position,
    },
  };
}

/**
 * The refused rows as a CSV file: one line per problem, with the row's cells, so the user can fix
 * them and import that file. Written through csv.ts, so a formula-looking cell cannot run.
 */
export function refusedRowsCsv(
  rows: readonly EmployeeImportRow[],
  problems: readonly EmployeeImportProblem[],
): string {
  const byNumber = new Map(rows.map((row) => [row.row, row]));
  const headers = ['Row', 'Column', 'Problem', ...EMPLOYEE_IMPORT_FIELDS.map(({ label }) => label)];
  return csvText(headers, problems, (problem) => {
    const row = byNumber.get(problem.row);
    return [
      String(problem.row),
      problem.column ? importFieldLabel(problem.column) : '',
      problem.message,
      ...EMPLOYEE_IMPORT_FIELDS.map(({ key }) => row?.[key] ?? ''),
    ];
  });
}

/** What preview-employee-import answers. */
export interface EmployeeImportPreview {
  rowCount: number;
  validCount: number;
  problems: EmployeeImportProblem[];
  missingDepartments: string[];
  missingPositions: string[];
}

/** What import-employees answers. */
export interface EmployeeImportOutcome {
  imported: number;
  refused: EmployeeImportProblem[];
  createdDepartments: string[];
  createdPositions: string[];
}
