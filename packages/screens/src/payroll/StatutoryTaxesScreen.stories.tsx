import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
import {
  expectNoDialog,
  findDialog,
  retype,
  rowOf,
  shownCodes,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { payrollListStories, saveDialog as save } from './payrollStoryHelpers.ts';
import { StatutoryTaxesScreen } from './StatutoryTaxesScreen.tsx';
import {
  nssfTable,
  payeKenya,
  STORY_CURRENCY,
  statutoryTaxes,
  storyTemplates,
} from './statutoryStoryData.ts';
import type { StatutoryTaxesScreenProps } from './statutoryTax.ts';

type Save = StatutoryTaxesScreenProps['onSave'];
type Delete = StatutoryTaxesScreenProps['onDelete'];
type SetActive = StatutoryTaxesScreenProps['onSetActive'];

const meta = {
  title: 'Screens/Payroll/StatutoryTaxesScreen',
  component: StatutoryTaxesScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(statutoryTaxes),
    currency: STORY_CURRENCY,
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onSetActive: fn<SetActive>(async () => undefined),
  },
} satisfies Meta<typeof StatutoryTaxesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table, openAdd, deleteRefused, states } = payrollListStories({
  title: 'Statutory Taxes',
  one: 'statutory table',
  many: 'statutory tables',
  addLabel: 'Add Statutory Tax',
  editTitle: 'Edit Statutory Tax',
});
const income = (dialog: HTMLElement, row: number) => textbox(dialog, `Income More Than, row ${row}`);
const percent = (dialog: HTMLElement, row: number) => textbox(dialog, `%, row ${row}`);

/** The Cumulative Tax cell of bracket row `row` (1 is the first). */
function cumulativeTax(dialog: HTMLElement, row: number) {
  const brackets = within(dialog).getByRole('table', { name: 'Tax Brackets' });
  const rows = within(brackets).getAllByRole('row') as HTMLTableRowElement[];
  return rows[row]?.cells[2] as HTMLElement;
}

async function addBracket(dialog: HTMLElement, row: number, bound: string, rate: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Bracket' }));
  await userEvent.type(income(dialog, row), bound);
  await userEvent.type(percent(dialog, row), rate);
}

async function fillHeader(dialog: HTMLElement) {
  await userEvent.type(textbox(dialog, 'Code'), 'PAYE26');
  await userEvent.type(textbox(dialog, 'Description'), 'PAYE 2026');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Statutory Taxes' }),
    ).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Code',
      'Description',
      'Type',
      'Basis',
      'Brackets',
      'Active',
      'Source',
    ]);
    await expect(shownCodes(table(canvasElement))).toEqual(['NSSF', 'PAYE', 'PAYE2024']);
    const old = rowOf(table(canvasElement), 'Kenya PAYE 2024');
    await expect(old.lastElementChild).toHaveTextContent('No');
    await expect(within(old).getByText('PAYE2024')).toHaveAttribute('data-inactive');
    await expect(rowOf(table(canvasElement), payeKenya.description)).toHaveTextContent('5');
  },
};

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A new table is PAYE Tax, monthly, one bracket from 0; Relief per month is for PAYE only. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'PAYE Tax' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(income(dialog, 1)).toHaveValue('0');
    await expect(cumulativeTax(dialog, 1)).toHaveTextContent('0.00');
    await expect(textbox(dialog, 'Relief per month')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await expect(within(dialog).queryByRole('textbox', { name: 'Relief per month' })).not.toBeInTheDocument();
  },
};

/** A PAYE table with a relief keeps it; switched to Other, the relief goes and is not sent. */
export const ReliefOnlyForPaye: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillHeader(dialog);
    await userEvent.type(textbox(dialog, 'Relief per month'), '2400');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await expect(within(dialog).queryByRole('textbox', { name: 'Relief per month' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'PAYE Tax' }));
    await expect(textbox(dialog, 'Relief per month')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'Other', reliefPerMonth: null }),
        undefined,
      ),
    );
  },
};

/** An existing table opens with its brackets and their Cumulative Tax as the engine works it out. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText(payeKenya.description));
    const dialog = await findDialog('Edit Statutory Tax');
    await expect(textbox(dialog, 'Code')).toHaveValue('PAYE');
    await expect(textbox(dialog, 'Relief per month')).toHaveValue('2400.00');
    await expect(income(dialog, 5)).toHaveValue('800000.00');
    await expect(cumulativeTax(dialog, 3)).toHaveTextContent('4,483.25');
    await expect(cumulativeTax(dialog, 5)).toHaveTextContent('242,283.35');
    await expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeVisible();
  },
};

/** Brackets typed out of order are refused on the row that does not rise until they do. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillHeader(dialog);
    await retype(percent(dialog, 1), '10');
    await addBracket(dialog, 2, '5000', '20');
    await addBracket(dialog, 3, '3000', '30');
    await expect(cumulativeTax(dialog, 2)).toHaveTextContent('500.00');
    await expect(cumulativeTax(dialog, 3)).not.toHaveTextContent(/\d/);
    await save(dialog);
    const message = "Row 3: Income More Than must be more than row 2's 5,000.00.";
    await waitFor(() =>
      expect(income(dialog, 3)).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await retype(income(dialog, 3), '8000');
    await expect(cumulativeTax(dialog, 3)).toHaveTextContent('1,100.00');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: 'PAYE26',
          description: 'PAYE 2026',
          isActive: true,
          type: 'PAYE Tax',
          basis: 'Monthly',
          reliefPerMonth: null,
          brackets: [
            { incomeMoreThan: '0.00', percentage: '10' },
            { incomeMoreThan: '5000.00', percentage: '20' },
            { incomeMoreThan: '8000.00', percentage: '30' },
          ],
        },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('PAYE 2026 added.');
  },
};

const ROW_2_PERCENT = 'Row 2: % must be a number from 0 to 100.';

/**
 * A new bracket is quiet until one of its inputs is left or the table saved (adding a row makes the
 * form check every row at once, which would paint the new row's empty inputs red before any typing).
 */
export const NewBracketErrorsAfterLeavingOrSaving: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillHeader(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Bracket' }));
    await expect(income(dialog, 2)).toHaveValue('');
    await expect(within(dialog).queryAllByText(/^Row \d+:/)).toHaveLength(0);
    await userEvent.click(income(dialog, 2));
    await userEvent.tab();
    await waitFor(() =>
      expect(income(dialog, 2)).toHaveAccessibleDescription(
        expect.stringContaining('Row 2: Income More Than must be an amount of 0 or more'),
      ),
    );
    // The % was never left: nothing red on it yet.
    await expect(within(dialog).queryByText(ROW_2_PERCENT)).toBeNull();
    await save(dialog);
    await waitFor(() =>
      expect(percent(dialog, 2)).toHaveAccessibleDescription(expect.stringContaining(ROW_2_PERCENT)),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Kenya's first bands: the Cumulative Tax at 24,000 follows the first band's % as it is typed. */
export const CumulativeTaxFollowsPercent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await retype(percent(dialog, 1), '10');
    await addBracket(dialog, 2, '24000', '25');
    await expect(cumulativeTax(dialog, 2)).toHaveTextContent('2,400.00');
    await retype(percent(dialog, 1), '20');
    await expect(cumulativeTax(dialog, 2)).toHaveTextContent('4,800.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete row 1' }));
    await expect(income(dialog, 1)).toHaveValue('24000');
    await expect(cumulativeTax(dialog, 1)).not.toHaveTextContent(/\d/);
  },
};

/** A table a contribution uses cannot be deleted: the server's refusal shows in the dialog. */
export const DeleteRefused = deleteRefused(
  nssfTable,
  'NSSF tiers I and II is used by 1 statutory contribution. Deactivate it instead.',
);

/** With templates: "Start from a template" beside the add button; a template's row shows its source. */
export const WithTemplates: Story = {
  args: { template: { templates: storyTemplates, onApply: fn(async () => undefined) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start from a template' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add Statutory Tax' })).toBeVisible();
    await expect(rowOf(table(canvasElement), 'NSSF tiers I and II')).toHaveTextContent(
      'NSSF Act 2013, Third Schedule, year-three limits from February 2025; in force from 2025-02-01',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start from a template' }));
    await expect(await findDialog('Start from a template')).toBeVisible();
  },
};
