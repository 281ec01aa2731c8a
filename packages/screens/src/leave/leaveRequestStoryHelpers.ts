import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body } from '../employer/referenceStoryHelpers.ts';

/** What play functions do on the leave screens, as a user would: by role and accessible name. */

/** A preview answers after the form's pause; this leaves room for a busy machine. */
export const PREVIEW_WAIT = { timeout: 5000 };

export async function chooseOption(canvasElement: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: field }));
  const listbox = await body.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

export function chooseLeaveType(canvasElement: HTMLElement, option: string) {
  return chooseOption(canvasElement, /Leave type$/, option);
}

/** Types both ends of the range, month first as en-US reads them: '03162026'. */
export async function typeDates(canvasElement: HTMLElement, from: string, to: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('spinbutton', { name: /month, Start date/i }));
  await userEvent.keyboard(from);
  await expect(canvas.getByRole('spinbutton', { name: /month, End date/i })).toHaveFocus();
  await userEvent.keyboard(to);
}

/** The last values a mocked callback was called with. */
export function lastCall<T>(mock: { mock: { calls: T[][] } }): T | undefined {
  return mock.mock.calls.at(-1)?.[0];
}

export async function findAlertDialog(name: string) {
  const dialog = await body.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
