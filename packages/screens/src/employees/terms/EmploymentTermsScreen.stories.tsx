import { TERMS_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../../employer/referenceStoryHelpers.ts';
import { chooseIn, typeDate } from '../../payroll/employeePayStoryHelpers.ts';
import { EmploymentTermsScreen } from './EmploymentTermsScreen.tsx';
import { type EmploymentTermsScreenProps, NO_FILTERS } from './employmentTerms.ts';
import { termsChoices, termsItems } from './employmentTermsStoryData.ts';

type Record = EmploymentTermsScreenProps['onRecord'];

const meta = {
  title: 'Screens/Employees/EmploymentTermsScreen',
  component: EmploymentTermsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    items: termsItems,
    total: termsItems.length,
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    onRetry: fn(),
    choices: termsChoices,
    onRecord: fn<Record>(async () => undefined),
  },
} satisfies Meta<typeof EmploymentTermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Employment Terms');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Employee',
      'Contract',
      'Start',
      'End',
      'Probation end',
      'Hours',
      'Pay frequency',
      'Next change',
    ]);
    await expect(within(table(canvasElement)).getByText('Permanent from 2027-01-01')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', items: [], total: 0 } };

export const Empty: Story = { args: { items: [], total: 0 } };

export const NothingMatches: Story = {
  args: { items: [], total: 0, filters: { contractType: 'Intern', endingWithinDays: '30' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Nobody matches these filters')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_FILTERS);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', items: [], total: 0 },
};

export const FilterByContractType: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseIn(canvasElement, /Contract type$/, 'Fixed term');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      contractType: 'Fixed term',
      endingWithinDays: '',
    });
  },
};

export const RecordTerms: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Grace Hopper (E-0042)'));
    const dialog = await findDialog('Record terms: Grace Hopper');
    await typeDate(dialog, 'Effective date', '01012027');
    await chooseIn(dialog, /Contract type$/, 'Permanent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record terms' }));
    await waitFor(() => expect(args.onRecord).toHaveBeenCalled());
    await expect(args.onRecord).toHaveBeenCalledWith(
      expect.objectContaining({ employeeId: 'e-grace', effectiveDate: '2027-01-01', hoursPerWeek: '37.5' }),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Grace Hopper’s terms recorded.',
    );
  },
};

export const ValidationError: Story = {
  args: {
    onRecord: fn<Record>(async () => ({ field: 'workWeekId', message: 'Choose a work week from the list.' })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Kofi Mensah (E-0043)'));
    const dialog = await findDialog('Record terms: Kofi Mensah');
    await typeDate(dialog, 'Effective date', '01012027');
    await chooseIn(dialog, /Contract type$/, 'Fixed term');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record terms' }));
    await expect(await within(dialog).findByText(TERMS_MESSAGES.endDateRequired)).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();

    await typeDate(dialog, 'End date', '09302027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record terms' }));
    await expect(await within(dialog).findByText('Choose a work week from the list.')).toBeVisible();
    // The refusal keeps everything typed.
    await expect(within(dialog).getByRole('spinbutton', { name: /^year, End date/i })).toHaveTextContent(
      '2027',
    );
    await expect(body.getByRole('dialog', { name: 'Record terms: Kofi Mensah' })).toBeVisible();
  },
};
