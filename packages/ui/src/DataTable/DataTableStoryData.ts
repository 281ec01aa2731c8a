import { expect, userEvent, within } from 'storybook/test';
import { createDataTableColumns } from './DataTableColumns.ts';

/** Rows and columns shaped like the spec's employee list and Departments screen, for the stories. */
export interface Employee {
  employeeNo: string;
  name: string;
  email: string;
  position: string;
}

export interface Department {
  code: string;
  name: string;
  head: string;
  active: boolean;
}

const employeeColumn = createDataTableColumns<Employee>();
export const employeeColumns = employeeColumn.columns([
  employeeColumn.accessor('employeeNo', { header: 'Employee No', meta: { width: 'minmax(9.5rem, 0.6fr)' } }),
  employeeColumn.accessor('name', { header: 'Employee Name' }),
  employeeColumn.accessor('email', { header: 'Email Address', meta: { width: 'minmax(14rem, 1.4fr)' } }),
  employeeColumn.accessor('position', { header: 'Position' }),
]);

export const employees: Employee[] = [
  {
    employeeNo: 'E0003',
    name: 'Kwame Asante',
    email: 'kwame.asante@example.com',
    position: 'Payroll Officer',
  },
  { employeeNo: 'E0001', name: 'Ama Mensah', email: 'ama.mensah@example.com', position: 'HR Manager' },
  { employeeNo: 'E0005', name: 'Yaw Darko', email: 'yaw.darko@example.com', position: 'Software Engineer' },
  { employeeNo: 'E0002', name: 'Efua Owusu', email: 'efua.owusu@example.com', position: 'Accountant' },
  {
    employeeNo: 'E0004',
    name: 'Abena Boateng',
    email: 'abena.boateng@example.com',
    position: 'Receptionist',
  },
];

const departmentColumn = createDataTableColumns<Department>();
export const departmentColumns = departmentColumn.columns([
  departmentColumn.accessor('code', { header: 'Code', meta: { width: 'minmax(6rem, 0.5fr)' } }),
  departmentColumn.accessor('name', { header: 'Name' }),
  departmentColumn.accessor('head', { header: 'Head' }),
  departmentColumn.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.5fr)' } }),
]);

export const departments: Department[] = [
  { code: 'FIN', name: 'Finance', head: 'Efua Owusu', active: true },
  { code: 'HR', name: 'Human Resources', head: 'Ama Mensah', active: true },
  { code: 'LOG', name: 'Logistics', head: 'Kojo Addo', active: false },
  { code: 'ENG', name: 'Engineering', head: 'Yaw Darko', active: true },
];

const firstNames = ['Ama', 'Kwame', 'Efua', 'Yaw', 'Abena', 'Kojo', 'Akosua', 'Kofi', 'Esi', 'Kwabena'];
const lastNames = ['Mensah', 'Asante', 'Owusu', 'Darko', 'Boateng', 'Addo', 'Appiah', 'Ofori', 'Sarpong'];
const positions = [
  'Accountant',
  'HR Manager',
  'Payroll Officer',
  'Software Engineer',
  'Receptionist',
  'Driver',
];

/** The employee at `index` of a generated list: E000001 at 0, and so on, the same every time. */
export function generateEmployee(index: number): Employee {
  const first = firstNames[index % firstNames.length];
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length];
  const number = String(index + 1).padStart(6, '0');
  return {
    employeeNo: `E${number}`,
    name: `${first} ${last}`,
    email: `${first}.${last}.${number}@example.com`.toLowerCase(),
    position: positions[index % positions.length] ?? '',
  };
}

/** The same `count` employees every time, numbered E000001 upwards. */
export function generateEmployees(count: number): Employee[] {
  return Array.from({ length: count }, (_, index) => generateEmployee(index));
}

/** The text of each body row's cell in `column` (0-based), top to bottom. */
export function columnTexts(grid: HTMLElement, column: number): string[] {
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[column]?.textContent ?? '');
}

/** Presses Tab until `element` has the focus, as a keyboard user would. */
export async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 15 && document.activeElement !== element; step += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}
