import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ReferenceItem } from './referenceData.ts';
import {
  body,
  expectNoDialog,
  findDialog,
  grid,
  openAddDialog,
  type ReferenceStoryArgs,
  type ReferenceStoryKind,
  retype,
  rowOf,
  shownCodes,
  textbox,
} from './referenceStoryHelpers.ts';

/**
 * The stories every reference-data screen shares: its states and the flows of the pattern. Each
 * screen's stories file exports them (`export const Add = stories.Add`) and adds its own. They are
 * typed for the args all those screens share, so the exports take their type from here.
 */
export function referenceDataStories<TItem extends ReferenceItem>(kind: ReferenceStoryKind<TItem>) {
  type Story = StoryObj<ReferenceStoryArgs>;
  const [first] = kind.items as [TItem, ...TItem[]];
  const inactive = kind.items.find((item) => !item.active) as TItem;
  const sortedCodes = kind.items.map((item) => item.code).sort();
  const table = (canvasElement: HTMLElement) => grid(canvasElement, kind.title);
  const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

  const Default: Story = {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: kind.title })).toBeVisible();
      const headers = within(table(canvasElement)).getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent)).toEqual(kind.headers);
      await expect(shownCodes(table(canvasElement))).toEqual(sortedCodes);
      // An inactive row says No and its text is muted.
      const row = rowOf(table(canvasElement), inactive.name);
      await expect(row.lastElementChild).toHaveTextContent('No');
      await expect(within(row).getByText(inactive.code)).toHaveAttribute('data-inactive');
      await expect(rowOf(table(canvasElement), first.name).lastElementChild).toHaveTextContent('Yes');
    },
  };

  const { Loading, ErrorState, Empty } = listStateStories(kind);

  const Filter: Story = {
    play: async ({ canvasElement }) => {
      const filter = within(canvasElement).getByRole('searchbox', { name: `Filter ${kind.many}` });
      await userEvent.type(filter, first.name.slice(1, 4).toUpperCase());
      await waitFor(() => expect(shownCodes(table(canvasElement))).toEqual([first.code]));
      await retype(filter, inactive.code.toLowerCase());
      await waitFor(() => expect(shownCodes(table(canvasElement))).toEqual([inactive.code]));
      await retype(filter, 'zzz');
      await expect(within(table(canvasElement)).getByText(`No ${kind.many} match “zzz”`)).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(shownCodes(table(canvasElement))).toEqual(sortedCodes));
    },
  };

  const Sort: Story = {
    play: async ({ canvasElement }) => {
      const rows = table(canvasElement);
      await expect(within(rows).getByRole('columnheader', { name: 'Code' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await userEvent.click(within(rows).getByRole('button', { name: 'Code' }));
      await expect(shownCodes(rows)).toEqual([...sortedCodes].reverse());
      await userEvent.click(within(rows).getByRole('button', { name: 'Name' }));
      const byName = [...kind.items].sort((a, b) => a.name.localeCompare(b.name)).map((item) => item.code);
      await expect(shownCodes(rows)).toEqual(byName);
    },
  };

  const Add: Story = {
    play: async ({ args, canvasElement }) => {
      let dialog = await openAddDialog(canvasElement, kind);
      await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
      await userEvent.type(textbox(dialog, 'Code'), ' FIN ');
      await userEvent.type(textbox(dialog, 'Name'), 'Finance');
      const extras = await kind.fillExtras(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: kind.addLabel }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          { code: 'FIN', name: 'Finance', active: true, ...extras },
          undefined,
        ),
      );
      await expectNoDialog();
      await expect(status(canvasElement)).toHaveTextContent('Finance added.');

      dialog = await openAddDialog(canvasElement, kind);
      await expect(textbox(dialog, 'Code')).toHaveValue('');
      await expect(textbox(dialog, 'Name')).toHaveValue('');
    },
  };

  const RequiredFields: Story = {
    play: async ({ args, canvasElement }) => {
      const dialog = await openAddDialog(canvasElement, kind);
      await userEvent.click(within(dialog).getByRole('button', { name: kind.addLabel }));
      const code = textbox(dialog, 'Code');
      await waitFor(() => expect(code).toHaveFocus());
      await expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter a code.'));
      await expect(textbox(dialog, 'Name')).toHaveAccessibleDescription('Enter a name.');
      await expect(args.onSave).not.toHaveBeenCalled();
    },
  };

  const CodeTooLong: Story = {
    play: async ({ args, canvasElement }) => {
      const dialog = await openAddDialog(canvasElement, kind);
      const code = textbox(dialog, 'Code');
      await userEvent.type(code, 'ABCDEFGHIJKLMNOPQRSTU');
      await userEvent.type(textbox(dialog, 'Name'), 'Too long a code{Enter}');
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(expect.stringContaining('Use at most 20 characters.')),
      );
      await expect(args.onSave).not.toHaveBeenCalled();
    },
  };

  const duplicateMessage = `Code FIN is already used by another ${kind.one}.`;
  const DuplicateCode: Story = {
    args: { onSave: fn(async () => ({ field: 'code', message: duplicateMessage })) },
    play: async ({ args, canvasElement }) => {
      const dialog = await openAddDialog(canvasElement, kind);
      const code = textbox(dialog, 'Code');
      // A code on screen is refused before anything is sent.
      await userEvent.type(code, first.code.toLowerCase());
      await userEvent.type(textbox(dialog, 'Name'), 'Finance{Enter}');
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(
          expect.stringContaining(`Code ${first.code} is already used by another ${kind.one}.`),
        ),
      );
      await expect(args.onSave).not.toHaveBeenCalled();
      // One only the server knows comes back as a 409 and shows on Code too.
      await retype(code, 'FIN');
      await userEvent.click(within(dialog).getByRole('button', { name: kind.addLabel }));
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription(expect.stringContaining(duplicateMessage)),
      );
      await expect(code).toHaveFocus();
      await expect(code).toHaveValue('FIN');
      await expect(textbox(dialog, 'Name')).toHaveValue('Finance');
      await expect(dialog).toBeVisible();
    },
  };

  const Edit: Story = {
    play: async ({ args, canvasElement }) => {
      await userEvent.click(within(table(canvasElement)).getByText(first.name));
      const dialog = await findDialog(kind.editTitle);
      await expect(textbox(dialog, 'Code')).toHaveValue(first.code);
      await retype(textbox(dialog, 'Name'), `${first.name} and More`);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      await waitFor(() =>
        expect(args.onSave).toHaveBeenCalledWith(
          { ...kind.valuesOf(first), name: `${first.name} and More` },
          first,
        ),
      );
      await expectNoDialog();
      await expect(status(canvasElement)).toHaveTextContent(`${first.name} and More saved.`);
    },
  };

  const refusal = `${first.name} can't be deleted: 3 employees are placed in it. Deactivate it instead.`;
  const DeleteRefused: Story = {
    args: { onDelete: fn(async () => ({ message: refusal })) },
    play: async ({ args, canvasElement }) => {
      await userEvent.click(within(table(canvasElement)).getByText(first.name));
      const dialog = await findDialog(kind.editTitle);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const confirm = await body.findByRole('alertdialog', { name: `Delete ${kind.one}?` });
      await expect(confirm).toHaveAccessibleDescription(expect.stringContaining(first.name));
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith(first);
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal));
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(dialog).toBeVisible();
    },
  };

  const Deactivate: Story = {
    play: async ({ args, canvasElement }) => {
      await userEvent.click(within(table(canvasElement)).getByText(first.name));
      const dialog = await findDialog(kind.editTitle);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      await expect(args.onSetActive).toHaveBeenCalledWith(first, false);
      await expectNoDialog();
      await expect(status(canvasElement)).toHaveTextContent(`${first.name} deactivated.`);

      await userEvent.click(within(table(canvasElement)).getByText(inactive.name));
      const again = await findDialog(kind.editTitle);
      await userEvent.click(within(again).getByRole('button', { name: 'Activate' }));
      await expect(args.onSetActive).toHaveBeenLastCalledWith(inactive, true);
    },
  };

  const Cancel: Story = {
    play: async ({ args, canvasElement }) => {
      let dialog = await openAddDialog(canvasElement, kind);
      await userEvent.type(textbox(dialog, 'Code'), 'TMP');
      await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expectNoDialog();
      dialog = await openAddDialog(canvasElement, kind);
      await expect(textbox(dialog, 'Code')).toHaveValue('');
      await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
      await userEvent.keyboard('{Escape}');
      await expectNoDialog();
      await expect(args.onSave).not.toHaveBeenCalled();
    },
  };

  return {
    Default,
    Loading,
    ErrorState,
    Empty,
    Filter,
    Sort,
    Add,
    RequiredFields,
    CodeTooLong,
    DuplicateCode,
    Edit,
    DeleteRefused,
    Deactivate,
    Cancel,
  };
}

/** What the list-state stories need of a list: its heading, its rows in a sentence, its add button. */
export interface ListStateStoryKind {
  title: string;
  many: string;
  addLabel: string;
  addTitle: string;
}

/**
 * The stories of an editable list's states (layout/EditableListScreen): loading, failed to load
 * with a retry, and empty with its add button opening the add dialog.
 */
export function listStateStories(kind: ListStateStoryKind) {
  type Story = StoryObj<Pick<ReferenceStoryArgs, 'status' | 'errorMessage' | 'items' | 'onRetry'>>;
  const table = (canvasElement: HTMLElement) => grid(canvasElement, kind.title);

  const Loading: Story = {
    args: { status: 'loading', items: [] },
    play: async ({ canvasElement }) => {
      await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
      await expect(within(canvasElement).queryByText(`No ${kind.many} yet`)).not.toBeInTheDocument();
    },
  };

  const ErrorState: Story = {
    name: 'Error',
    args: {
      status: 'error',
      items: [],
      errorMessage: 'The server did not answer. Check your connection and try again.',
    },
    play: async ({ args, canvasElement }) => {
      const alert = within(canvasElement).getByRole('alert');
      await expect(alert).toHaveTextContent(`The ${kind.many} could not be loaded.`);
      await expect(alert).toHaveTextContent('The server did not answer.');
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    },
  };

  const Empty: Story = {
    args: { items: [] },
    play: async ({ canvasElement }) => {
      const rows = table(canvasElement);
      await expect(within(rows).getByText(`No ${kind.many} yet`)).toBeVisible();
      await userEvent.click(within(rows).getByRole('button', { name: kind.addLabel }));
      await findDialog(kind.addTitle);
    },
  };

  return { Loading, ErrorState, Empty };
}
