import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import type { EmployeeRecordPay } from './EmployeeSalaryPay.tsx';
import type { EmployeePayActions } from './employeePay.ts';
import { payChoices, payItems, payReliefs, previewReady } from './employeePayStoryData.ts';

/** What the pay groups' play functions do, as a user would: by role and accessible name. */

export function payActions(): EmployeePayActions {
  return {
    onAssign: fn<EmployeePayActions['onAssign']>(async () => undefined),
    onUpdate: fn<EmployeePayActions['onUpdate']>(async () => undefined),
    onRemove: fn<EmployeePayActions['onRemove']>(async () => undefined),
    onAddRelief: fn<EmployeePayActions['onAddRelief']>(async () => undefined),
    onUpdateRelief: fn<EmployeePayActions['onUpdateRelief']>(async () => undefined),
    onRemoveRelief: fn<EmployeePayActions['onRemoveRelief']>(async () => undefined),
  };
}

export async function pressAndFindDialog(canvasElement: HTMLElement, button: string, dialog: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return findDialog(dialog);
}

/** Picks an option of a select in `scope` by its label. */
export async function chooseIn(scope: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: label }));
  const listbox = await body.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Types a date into the date field labelled `label`, month first as en-US reads it: '10012026'. */
export async function typeDate(scope: HTMLElement, label: string, digits: string) {
  await userEvent.click(within(scope).getByRole('spinbutton', { name: new RegExp(`^month, ${label}`, 'i') }));
  await userEvent.keyboard(digits);
}

/** The employee's pay as the record's stories pass it: Ghana's items, the relief and a ready preview. */
export function recordPay(): EmployeeRecordPay {
  return {
    currency: 'GHS',
    items: payItems,
    reliefs: payReliefs,
    choices: payChoices,
    actions: payActions(),
    onPreview: fn<NonNullable<EmployeeRecordPay['onPreview']>>(previewReady),
  };
}
