import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listStateStories } from '../employer/referenceDataStories.ts';
import { body, findDialog, grid, type ReferenceStoryArgs } from '../employer/referenceStoryHelpers.ts';

/** The words of a payroll set-up list as its stories find things: "Statutory Taxes", "statutory table". */
export interface PayrollListWords {
  title: string;
  one: string;
  many: string;
  /** The page's add button, which is also the add dialog's title. */
  addLabel: string;
  editTitle: string;
}

export const saveDialog = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

/**
 * What every payroll set-up list's stories share: its table, opening its add dialog, its states
 * (loading, failed, empty) and the server's refusal of a delete shown in the dialog.
 */
export function payrollListStories(words: PayrollListWords) {
  const table = (canvasElement: HTMLElement) => grid(canvasElement, words.title);

  async function openAdd(canvasElement: HTMLElement) {
    const [headerButton] = within(canvasElement).getAllByRole('button', { name: words.addLabel });
    await userEvent.click(headerButton as HTMLElement);
    return findDialog(words.addLabel);
  }

  /** Deleting `description`'s row is refused by the server with `refusal`: the dialog stays and says why. */
  function deleteRefused(
    item: { description: string },
    refusal: string,
  ): StoryObj<Pick<ReferenceStoryArgs, 'onDelete'>> {
    return {
      args: { onDelete: fn(async () => ({ message: refusal })) },
      play: async ({ args, canvasElement }) => {
        await userEvent.click(within(table(canvasElement)).getByText(item.description));
        const dialog = await findDialog(words.editTitle);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
        const confirm = await body.findByRole('alertdialog', { name: `Delete ${words.one}?` });
        await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
        await expect(args.onDelete).toHaveBeenCalledWith(item);
        await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
        await expect(dialog).toBeVisible();
      },
    };
  }

  const states = listStateStories({ ...words, addTitle: words.addLabel });
  return { table, openAdd, deleteRefused, states };
}
