import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpenseClaimDetail } from './ExpenseClaimDetail.tsx';
import {
  approvedClaim,
  paidByPayrollClaim,
  paidOutsideClaim,
  rejectedClaim,
  submittedClaim,
} from './expenseStoryData.ts';

const meta = {
  title: 'Screens/Expenses/ExpenseClaimDetail',
  component: ExpenseClaimDetail,
  tags: ['autodocs'],
  args: { status: 'ready', claim: submittedClaim, onDownload: fn(), onRetry: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof ExpenseClaimDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waiting on its first step: each line explained (the USD hotel at the table's rate, the mileage as
 * distance × rate), a receipt downloads, and the hotel's receipt is flagged as already claimed.
 */
export const Submitted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hotel = within(canvas.getByRole('listitem', { name: 'Line 2: Hotel' }));
    await expect(
      hotel.getByText('USD 120.00 × 15.25 = GHS 1,830.00, rate from the rate table'),
    ).toBeVisible();
    await expect(hotel.getByRole('note')).toHaveTextContent('also claimed on EC-0007 by Kofi Mensah');
    await userEvent.click(hotel.getByRole('button', { name: 'hotel-invoice.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(submittedClaim.lines[1]?.receipts[0]);
    await expect(canvas.getByText('42 km × 2.50 = 105.00 (Car)')).toBeVisible();
    await expect(canvas.getByText('Waiting for Kwame Asante')).toBeVisible();
    await expect(canvas.getByText('To be decided by Efua Boateng or Yaw Darko')).toBeVisible();
  },
};

/** The hotel approved lower: the original stays, struck through, with the approved amount and its reason beside it. */
export const ApprovedLowered: Story = {
  args: { claim: approvedClaim },
  play: async ({ canvasElement }) => {
    const hotel = within(within(canvasElement).getByRole('listitem', { name: 'Line 2: Hotel' }));
    await expect(hotel.getByText('GHS 1,830.00')).toBeVisible();
    await expect(
      hotel.getByText('GHS 1,500.00 — The hotel policy allows USD 100 a night at most.'),
    ).toBeVisible();
  },
};

export const PaidByPayroll: Story = { args: { claim: paidByPayrollClaim } };

export const PaidOutsidePayroll: Story = {
  args: { claim: paidOutsideClaim },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Outside payroll on 2026-11-20, reference Bank transfer FT-88213'),
    ).toBeVisible();
  },
};

/** Rejected at its first step, with the approver's comment. */
export const Rejected: Story = { args: { claim: rejectedClaim } };

export const Loading: Story = { args: { status: 'loading', claim: null } };

export const LoadFailed: Story = {
  args: { status: 'error', claim: null, errorMessage: 'The server did not answer.' },
};
