import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReferenceItem } from './referenceData.ts';
import type { ResponsibilitiesItem, ResponsibilitiesWords } from './responsibilitiesDialog.tsx';

/**
 * What the shared reference-data stories need of a screen's args. Every screen's props fit it:
 * its callbacks take its own values, which `never[]` accepts, and its rows are ReferenceItems.
 */
export interface ReferenceStoryArgs {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  items: readonly ReferenceItem[];
  onRetry?: () => void;
  onSave: (...args: never[]) => Promise<unknown>;
  onDelete: (...args: never[]) => Promise<unknown>;
  onSetActive: (...args: never[]) => Promise<unknown>;
}

/** One screen of the pattern as its stories see it: its words, its rows and its own fields. */
export interface ReferenceStoryKind<TItem extends ReferenceItem> {
  title: string;
  one: string;
  many: string;
  addLabel: string;
  addTitle: string;
  editTitle: string;
  /** The table's column headers, in order. */
  headers: readonly string[];
  /** The rows the stories start with; the first is active, and none has the code FIN. */
  items: readonly TItem[];
  /** What `onSave` receives for `item` saved unchanged. */
  valuesOf: (item: TItem) => Record<string, unknown>;
  /** Fills the kind's own fields of a new row and answers the values they give. */
  fillExtras: (dialog: HTMLElement) => Promise<Record<string, unknown>>;
}

/** Overlays render into document.body, outside the story's canvas. */
export const body = within(document.body);

export const grid = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('grid', { name });

/** The body rows' first cells (the codes), top to bottom. */
export const shownCodes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent ?? '');

export const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;

export async function findDialog(name: string) {
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export async function expectNoDialog() {
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
}

export const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Presses the page's add button (the header's, not the empty state's) and answers the dialog. */
export async function openAddDialog<TItem extends ReferenceItem>(
  canvasElement: HTMLElement,
  kind: ReferenceStoryKind<TItem>,
) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: kind.addLabel });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog(kind.addTitle);
}

/** Replaces a field's text, as a user selecting it all and typing would. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** Picks an option of a combo box by typing part of it. */
export async function chooseOption(dialog: HTMLElement, label: string, typed: string, option: string) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: label }), typed);
  const listBox = await body.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
}

/**
 * The shared stories' view of a kind with a responsibilities text (job positions, levels): its
 * words, its rows, and the text typed into the responsibilities field of a new row.
 */
export function responsibilitiesStoryKind(
  { responsibilitiesLabel, ...words }: ResponsibilitiesWords,
  items: readonly ResponsibilitiesItem[],
  typed: string,
): ReferenceStoryKind<ResponsibilitiesItem> {
  return {
    ...words,
    headers: ['Code', 'Name', 'Active'],
    items,
    valuesOf: ({ code, name, active, responsibilities }) => ({ code, name, active, responsibilities }),
    fillExtras: async (dialog) => {
      await userEvent.type(textbox(dialog, responsibilitiesLabel), typed);
      return { responsibilities: typed };
    },
  };
}
