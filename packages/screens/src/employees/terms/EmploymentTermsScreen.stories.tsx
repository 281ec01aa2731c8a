import { TERMS_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../../employer/referenceStoryHelpers.ts';
import { chooseIn, typeDate } from '../../payroll/employeePayStoryHelpers.ts';
import { EmploymentTermsScreen } from './EmploymentTermsScreen.tsx';
import { type EmploymentTermsScreenProps, NO_FILTERS } from './employmentTerms.ts';
import { graceHistory, termsChoices, termsItems } from './employmentTermsStoryData.ts';

type Record = EmploymentTermsScreenProps['onRecord'];
type LoadHistory = EmploymentTermsScreenProps['onLoadHistory'];
type CancelTerms = EmploymentTermsScreenProps['onCancelTerms'];

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
    onLoadHistory: fn<LoadHistory>(async () => graceHistory),
    onCancelTerms: fn<CancelTerms>(async () => undefined),
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
      'History',
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

async function openHistory(canvasElement: HTMLElement) {
  await userEvent.click(
    within(table(canvasElement)).getByRole('button', { name: 'Terms history of Grace Hopper' }),
  );
  const dialog = await findDialog('Terms of Grace Hopper');
  return within(dialog).findByRole('list', { name: 'Terms of Grace Hopper, newest first' });
}

/** Her dated terms: scheduled, in effect and past, with Cancel on the scheduled row only. */
export const TermsHistory: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await openHistory(canvasElement);
    await expect(args.onLoadHistory).toHaveBeenCalledWith('e-grace', expect.anything());
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'From 2027-01-01 Scheduled',
      'From 2026-01-05 In effect',
      'From 2025-10-06 Past',
    ]);
    await expect(within(list).getAllByRole('button', { name: /^Cancel the terms/ })).toHaveLength(1);
    // History is not the row's action: the record dialog stays closed.
    await expect(body.queryByRole('dialog', { name: 'Record terms: Grace Hopper' })).toBeNull();
  },
};

/** Cancelling the scheduled row asks first, then loads her terms again and says it is done. */
export const CancelScheduledTerms: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await openHistory(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel the terms from 2027-01-01' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Cancel these terms?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel terms' }));
    await waitFor(() => expect(args.onCancelTerms).toHaveBeenCalledWith('e-grace', '2027-01-01'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const dialog = await findDialog('Terms of Grace Hopper');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The terms from 2027-01-01 are cancelled.',
    );
    await waitFor(() => expect(args.onLoadHistory).toHaveBeenCalledTimes(2));
  },
};

/** The terms took effect meanwhile: the server's 409 shows in the confirmation, which stays open. */
export const CancelRefused: Story = {
  args: {
    onCancelTerms: fn<CancelTerms>(async () => ({
      message: 'Only terms scheduled after today can be cancelled.',
    })),
  },
  play: async ({ canvasElement }) => {
    const list = await openHistory(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel the terms from 2027-01-01' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Cancel these terms?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel terms' }));
    await expect(
      await within(confirm).findByText('Only terms scheduled after today can be cancelled.'),
    ).toBeVisible();
    await expect(body.getByRole('alertdialog', { name: 'Cancel these terms?' })).toBeVisible();
  },
};

export const HistoryLoadFailed: Story = {
  args: {
    onLoadHistory: fn<LoadHistory>(async () => Promise.reject(new Error('The server did not answer.'))),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(table(canvasElement)).getByRole('button', { name: 'Terms history of Grace Hopper' }),
    );
    const dialog = await findDialog('Terms of Grace Hopper');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The terms could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onLoadHistory).toHaveBeenCalledTimes(2));
  },
};
