import { userEvent, within } from 'storybook/test';
import { findDialog } from '../employer/referenceStoryHelpers.ts';

/** Presses the page's add button (the header's, not the empty state's); the dialog has its name. */
export async function openAdd(canvasElement: HTMLElement, addLabel: string) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: addLabel });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog(addLabel);
}

export const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/** Every body row's cell texts, top to bottom. */
export const rowCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
