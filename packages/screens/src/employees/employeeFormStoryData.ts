import { EMPLOYEE_FORM_DEFAULTS, type EmployeeFormInput } from '@hr/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enterText } from '../forms/storyInput.ts';
import type { EmployeeFormOptions } from './employeeFormSections.ts';

/** The calendar day the stories run on, so no date of birth check depends on the real clock. */
export const STORY_TODAY = '2026-03-15';

/** The employer's reference rows, as the server would send them. */
export const employeeFormOptions: EmployeeFormOptions = {
  jobPositions: [
    { id: 'pos-eng', name: 'Software Engineer' },
    { id: 'pos-acc', name: 'Accountant' },
    { id: 'pos-hr', name: 'HR Officer' },
  ],
  departments: [
    { id: 'dep-eng', name: 'Engineering' },
    { id: 'dep-fin', name: 'Finance' },
  ],
  levels: [
    { id: 'lvl-1', name: 'Junior' },
    { id: 'lvl-2', name: 'Senior' },
  ],
  banks: [
    { id: 'bank-gcb', name: 'GCB Bank' },
    { id: 'bank-eco', name: 'Ecobank' },
  ],
  lineManagers: [
    { id: 'emp-ama', name: 'Ama Mensah' },
    { id: 'emp-kwame', name: 'Kwame Asante' },
  ],
  leaveWorkflows: [{ id: 'lwf-1', name: 'Line manager, then HR' }],
  workDays: [{ id: 'wd-1', name: 'Monday to Friday' }],
  holidays: [{ id: 'hol-1', name: 'Ghana public holidays' }],
};

export const noOptions: EmployeeFormOptions = {
  jobPositions: [],
  departments: [],
  levels: [],
  banks: [],
  lineManagers: [],
  leaveWorkflows: [],
  workDays: [],
  holidays: [],
};

/** Grace's Date of Birth as typed into the en-US segments: month, day, year. */
export const GRACE_DOB_TYPED = '12091986';

/** The required quick entry fields, as the user fills them in to place Grace. */
export const grace = {
  employeeNo: 'E-0002',
  firstName: 'Grace',
  lastName: 'Hopper',
  dob: '1986-12-09',
  country: 'Ghana',
  ninId: 'GHA-123456789-0',
  email: 'grace.hopper@example.com',
};

/** A stored employee opened for editing: the quick entry is complete. */
export const graceOnFile: EmployeeFormInput = {
  ...EMPLOYEE_FORM_DEFAULTS,
  quickEntry: { ...EMPLOYEE_FORM_DEFAULTS.quickEntry, ...grace, position: 'pos-eng' },
};

const body = within(document.body);
type Scope = ReturnType<typeof within>;

/** The open panel, found as a user finds it: the dialog named Employee. */
export async function findPanel() {
  const panel = await body.findByRole('dialog', { name: 'Employee' });
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
}

/** Opens a select and picks an option. */
export async function choose(scope: Scope, label: RegExp, option: string) {
  await userEvent.click(scope.getByRole('button', { name: label }));
  const listBox = await body.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Types into a combo box and picks one of its suggestions. */
export async function suggest(scope: Scope, label: string, typed: string, option: string) {
  await userEvent.type(scope.getByRole('combobox', { name: label }), typed);
  const listBox = await body.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Fills the required quick entry fields with Grace's details. */
export async function fillQuickEntry(panel: Scope) {
  await enterText(panel.getByRole('textbox', { name: 'Employee ID' }), grace.employeeNo);
  await enterText(panel.getByRole('textbox', { name: 'First Name' }), grace.firstName);
  await enterText(panel.getByRole('textbox', { name: 'Last Name' }), grace.lastName);
  // Tab reaches the first segment of the date, as a keyboard user fills it in.
  await userEvent.tab();
  await userEvent.keyboard(GRACE_DOB_TYPED);
  await expect(panel.getByRole('group', { name: /Date of Birth/ })).toHaveTextContent('12/9/1986');
  await suggest(panel, 'Nationality', 'Ghan', grace.country);
  await enterText(panel.getByRole('textbox', { name: 'National ID' }), grace.ninId);
  await enterText(panel.getByRole('textbox', { name: 'Email Address' }), grace.email);
}
