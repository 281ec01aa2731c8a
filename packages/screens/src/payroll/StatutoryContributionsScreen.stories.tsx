import { NO_CONTRIBUTION_SIDE } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
import {
  body,
  expectNoDialog,
  findDialog,
  retype,
  rowOf,
  shownCodes,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { payrollListStories, saveDialog as save } from './payrollStoryHelpers.ts';
import { StatutoryContributionsScreen } from './StatutoryContributionsScreen.tsx';
import type { StatutoryContributionsScreenProps } from './statutoryContribution.ts';
import {
  housingLevy,
  nssf,
  nssfTable,
  STORY_CURRENCY,
  statutoryContributions,
  statutoryTaxes,
} from './statutoryStoryData.ts';

type Save = StatutoryContributionsScreenProps['onSave'];
type Delete = StatutoryContributionsScreenProps['onDelete'];
type SetActive = StatutoryContributionsScreenProps['onSetActive'];

const meta = {
  title: 'Screens/Payroll/StatutoryContributionsScreen',
  component: StatutoryContributionsScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(statutoryContributions),
    currency: STORY_CURRENCY,
    tables: statutoryTaxes,
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onSetActive: fn<SetActive>(async () => undefined),
  },
} satisfies Meta<typeof StatutoryContributionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const { table, openAdd, deleteRefused, states } = payrollListStories({
  title: 'Statutory Contribution',
  one: 'statutory contribution',
  many: 'statutory contributions',
  addLabel: 'Add Statutory Contribution',
  editTitle: 'Edit Statutory Contribution',
});
const section = (dialog: HTMLElement, name: 'Employer' | 'Employee') =>
  within(dialog).getByRole('group', { name });
/** What the preview says a side takes. */
const previewLine = (dialog: HTMLElement, name: 'Employer' | 'Employee') =>
  within(dialog).getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function chooseType(dialog: HTMLElement, side: 'Employer' | 'Employee', type: string) {
  await userEvent.click(within(section(dialog, side)).getByRole('button', { name: /Type/ }));
  const listBox = await body.findByRole('listbox', { name: 'Type' });
  await userEvent.click(within(listBox).getByRole('option', { name: type }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Statutory Contribution' }),
    ).toBeVisible();
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Code',
      'Description',
      'Employer',
      'Employee',
      'Before tax',
      'Active',
      'Source',
    ]);
    await expect(shownCodes(table(canvasElement))).toEqual(['AHL', 'NSSF', 'WELF']);
    await expect(rowOf(table(canvasElement), 'Housing Levy')).toHaveTextContent('1.5% of gross');
    await expect(within(table(canvasElement)).getAllByText('NSSF table')).toHaveLength(2);
    await expect(rowOf(table(canvasElement), 'Welfare fund').lastElementChild).toHaveTextContent('No');
  },
};

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A new contribution: both sides Not Applicable, the employee's share deducted before tax. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Deducted before tax' })).toBeChecked();
    for (const side of ['Employer', 'Employee'] as const) {
      const fields = section(dialog, side);
      await expect(within(fields).getByRole('button', { name: /Type/ })).toHaveTextContent('Not Applicable');
      await expect(within(fields).queryByRole('textbox')).not.toBeInTheDocument();
      await expect(previewLine(dialog, side)).toHaveTextContent('Not applicable.');
    }
  },
};

/** Gross Income 6% capped at 72,000: on earnings of 100,000 the preview takes 6% of the cap. */
export const CapInPreview: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'PEN');
    await userEvent.type(textbox(dialog, 'Description'), 'Pension');
    await chooseType(dialog, 'Employee', 'Gross Income');
    const employee = section(dialog, 'Employee');
    await expect(within(employee).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.type(within(employee).getByRole('textbox', { name: '%' }), '6');
    await userEvent.type(within(employee).getByRole('textbox', { name: 'Capped Amount' }), '72000');
    await userEvent.type(textbox(dialog, 'Preview on earnings of'), '100000');
    await expect(previewLine(dialog, 'Employee')).toHaveTextContent(
      'Employee 6% × 72,000.00 (earnings 100,000.00, capped at 72,000.00) = 4,320.00',
    );
    await expect(previewLine(dialog, 'Employer')).toHaveTextContent('Not applicable.');
    await retype(textbox(dialog, 'Preview on earnings of'), '50000');
    await expect(previewLine(dialog, 'Employee')).toHaveTextContent(
      'Employee 6% × 50,000.00 (earnings) = 3,000.00',
    );
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        {
          code: 'PEN',
          description: 'Pension',
          isActive: true,
          employer: { type: 'Not Applicable', amount: null, cappedAmount: null, tableId: null },
          employee: { type: 'Gross Income', amount: '6', cappedAmount: '72000.00', tableId: null },
          employeeBeforeTax: true,
        },
        undefined,
      ),
    );
    await expectNoDialog();
  },
};

/** Nothing to pay on either side, or a % over 100, is refused with its reason; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'PEN');
    await userEvent.type(textbox(dialog, 'Description'), 'Pension');
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_CONTRIBUTION_SIDE));
    await chooseType(dialog, 'Employer', 'Gross Income');
    const percent = within(section(dialog, 'Employer')).getByRole('textbox', { name: '%' });
    await userEvent.type(percent, '120');
    await save(dialog);
    await waitFor(() =>
      expect(percent).toHaveAccessibleDescription(expect.stringContaining('Enter a % from 0 to 100')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** NSSF runs both sides through its table of type Other (its tiers cap it); the preview uses the table too. */
export const EditDialog: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText(nssf.description));
    const dialog = await findDialog('Edit Statutory Contribution');
    const employer = section(dialog, 'Employer');
    await expect(within(employer).getByRole('button', { name: /Statutory Table$/ })).toHaveTextContent(
      `${nssfTable.code} (${nssfTable.description})`,
    );
    await expect(within(employer).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await userEvent.type(textbox(dialog, 'Preview on earnings of'), '100000');
    await expect(previewLine(dialog, 'Employee')).toHaveTextContent(
      'Employee on 100,000.00 (earnings): 4,320.00 on the first 72,000.00 + 0% × 28,000.00 = 4,320.00',
    );
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ employer: nssf.employer, employee: nssf.employee }),
        nssf,
      ),
    );
  },
};

/** A contribution employees have cannot be deleted: the server's refusal shows in the dialog. */
export const DeleteRefused = deleteRefused(
  housingLevy,
  'Housing Levy is assigned to 12 employees. Deactivate it instead.',
);
