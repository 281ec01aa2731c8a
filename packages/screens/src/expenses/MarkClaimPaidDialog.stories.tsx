import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, textbox } from '../employer/referenceStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { MarkClaimPaidDialog, type MarkClaimPaidDialogProps } from './MarkClaimPaidDialog.tsx';

type MarkPaid = MarkClaimPaidDialogProps['onMarkPaid'];

const meta = {
  title: 'Screens/Expenses/MarkClaimPaidDialog',
  component: MarkClaimPaidDialog,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: {
    claim: {
      number: 'EC-0042',
      employee: { id: 'e-kofi', name: 'Kofi Mensah' },
      currency: 'GHS',
      totalClaimed: '2380.50',
      totalApproved: '2130.5',
    },
    today: '2026-12-03',
    isOpen: true,
    onOpenChange: fn(),
    onMarkPaid: fn<MarkPaid>(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof MarkClaimPaidDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Mark EC-0042 paid');

/** The claim and its approved amount named; a reference typed, paid today; announced once marked. */
export const Default: Story = {
  play: async ({ args }) => {
    const mark = await dialog();
    await expect(mark).toHaveTextContent(
      'Kofi Mensah’s claim of GHS 2,130.50 approved, paid outside payroll. Once marked, no pay run pays it.',
    );
    await userEvent.type(textbox(mark, 'Reference'), ' TRF-88121 ');
    await userEvent.click(within(mark).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(args.onMarkPaid).toHaveBeenCalledWith({ reference: 'TRF-88121', paidOn: '2026-12-03' }),
    );
    await expect(args.onDone).toHaveBeenCalledWith('EC-0042 marked paid on 3 Dec 2026.');
  },
};

/** Without a reference nothing is sent and the field says what it wants. */
export const ReferenceRequired: Story = {
  play: async ({ args }) => {
    const mark = await dialog();
    await userEvent.click(within(mark).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(textbox(mark, 'Reference')).toHaveAccessibleDescription(
        expect.stringContaining('Enter the payment’s reference'),
      ),
    );
    await expect(args.onMarkPaid).not.toHaveBeenCalled();
  },
};

/** A pay run paid it meanwhile (409): the refusal shows above the fields, the reference stays typed. */
export const PaidMeanwhile: Story = {
  args: {
    onMarkPaid: fn<MarkPaid>(async () => ({
      message: 'Expense claim EC-0042 is already paid: only an approved, unpaid claim can be marked paid.',
    })),
  },
  play: async ({ args }) => {
    const mark = await dialog();
    await userEvent.type(textbox(mark, 'Reference'), 'CHQ 004512{Enter}');
    await waitFor(() =>
      expect(within(mark).getByRole('alert')).toHaveTextContent('Expense claim EC-0042 is already paid'),
    );
    await expect(textbox(mark, 'Reference')).toHaveValue('CHQ 004512');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a field (a 400 naming `reference`) shows on the field. */
export const ServerFieldError: Story = {
  args: {
    onMarkPaid: fn<MarkPaid>(async () => ({
      field: 'reference',
      message: 'Reference TRF-1 is already recorded on EC-0031.',
    })),
  },
  play: async () => {
    const mark = await dialog();
    await userEvent.type(textbox(mark, 'Reference'), 'TRF-1{Enter}');
    await waitFor(() =>
      expect(textbox(mark, 'Reference')).toHaveAccessibleDescription(
        expect.stringContaining('Reference TRF-1 is already recorded on EC-0031.'),
      ),
    );
  },
};
