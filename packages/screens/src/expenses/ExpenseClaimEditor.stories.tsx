import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { suggest } from '../employees/employeeFormStoryData.ts';
import { ExpenseClaimEditor, type ExpenseClaimEditorProps } from './ExpenseClaimEditor.tsx';
import { categories, draftClaim, exchangeRates, mileageRates } from './expenseStoryData.ts';

type Save = ExpenseClaimEditorProps['onSave'];
type Upload = ExpenseClaimEditorProps['onUpload'];

const meta = {
  title: 'Screens/Expenses/ExpenseClaimEditor',
  component: ExpenseClaimEditor,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    claim: null,
    money: { currency: 'GHS', digits: 2, rounding: 'Half Up' },
    today: '2026-11-11',
    categories,
    mileageRates,
    exchangeRates,
    onUpload: fn<Upload>(async (file) => ({
      id: 'file-new',
      name: file.name,
      mediaType: file.type,
      size: file.size,
    })),
    onSave: fn<Save>(async () => undefined),
    onSubmit: fn<Save>(async () => undefined),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ExpenseClaimEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(scope.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

/**
 * A new claim: a taxi in GHS with its receipt, then a hotel in USD whose rate comes from the table
 * for its day, converted as the domain works it out; the total adds the lines; Submit sends the body,
 * the table's rate left to the server to record.
 */
export const NewClaim: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Lagos supplier audit');
    const firstLine = canvas.getByRole('listitem', { name: 'Line 1' });
    const first = within(firstLine);
    await choose(first, 'Category', 'Taxi (TAXI)');
    await expect(first.getByText('Taxi needs a receipt.')).toBeVisible();
    await userEvent.type(first.getByRole('textbox', { name: 'Description' }), 'Airport to office');
    await userEvent.type(first.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.upload(
      firstLine.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['receipt'], 'taxi.jpg', { type: 'image/jpeg' }),
    );
    await expect(await first.findByRole('button', { name: 'Remove taxi.jpg' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add a line' }));
    const second = within(canvas.getByRole('listitem', { name: 'Line 2' }));
    await choose(second, 'Category', 'Hotel (HOTEL)');
    await expect(second.getByText('Hotel needs a receipt above GHS 500.00.')).toBeVisible();
    await userEvent.type(second.getByRole('textbox', { name: 'Description' }), 'Two nights in Lagos');
    await userEvent.type(second.getByRole('textbox', { name: 'Amount' }), '120');
    await userEvent.clear(second.getByRole('combobox', { name: 'Currency' }));
    await suggest(second, 'Currency', 'USD', 'USD – US Dollar');
    const rate = second.getByRole('textbox', { name: 'Exchange rate (GHS per 1 USD)' });
    await waitFor(() => expect(rate).toHaveValue('15.250000'));
    await expect(rate).toHaveAccessibleDescription(/^From the rate table/);
    await expect(second.getByText('In GHS: GHS 1,830.00 (USD 120.00 × 15.25 = GHS 1,830.00)')).toBeVisible();
    await expect(canvas.getByText('Total: GHS 2,080.00')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Lagos supplier audit',
      lines: [
        {
          date: '2026-11-11',
          categoryId: 'cat-taxi',
          description: 'Airport to office',
          kind: 'amount',
          amount: '250',
          currency: 'GHS',
          receiptIds: ['file-new'],
        },
        {
          date: '2026-11-11',
          categoryId: 'cat-hotel',
          description: 'Two nights in Lagos',
          kind: 'amount',
          amount: '120',
          currency: 'USD',
          receiptIds: [],
        },
      ],
    });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A saved draft: a rate typed over the table's is marked Entered and sent; a mileage line is the
 * distance × the vehicle's rate; a line removed is gone from what is saved.
 */
export const EditDraft: Story = {
  args: { claim: draftClaim },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'EC-0047 Kumasi workshop' })).toBeVisible();
    const hotel = within(canvas.getByRole('listitem', { name: 'Line 2' }));
    const rate = hotel.getByRole('textbox', { name: 'Exchange rate (GHS per 1 USD)' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '15.1');
    await expect(rate).toHaveAccessibleDescription('Entered.');
    await expect(hotel.getByText('In GHS: GHS 1,812.00 (USD 120.00 × 15.1 = GHS 1,812.00)')).toBeVisible();

    const taxi = within(canvas.getByRole('listitem', { name: 'Line 1' }));
    await userEvent.click(taxi.getByRole('radio', { name: 'Mileage' }));
    await userEvent.type(taxi.getByRole('textbox', { name: 'Distance (km)' }), '42');
    await choose(taxi, 'Vehicle type', 'Car (GHS 2.50 per km)');
    await expect(taxi.getByText('In GHS: GHS 105.00 (42 km × 2.50 = 105.00)')).toBeVisible();
    await expect(canvas.getByText('Total: GHS 1,917.00')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const saved = (args.onSave as ReturnType<typeof fn<Save>>).mock.calls[0]?.[0];
    await expect(saved?.lines[0]).toMatchObject({
      id: 'line-taxi',
      kind: 'mileage',
      distanceKm: '42',
      mileageRateId: 'rate-car',
    });
    await expect(saved?.lines[1]).toMatchObject({ id: 'line-hotel', exchangeRate: '15.1', currency: 'USD' });

    await userEvent.click(hotel.getByRole('button', { name: 'Remove line 2' }));
    await expect(canvas.queryByRole('listitem', { name: 'Line 2' })).toBeNull();
  },
};

/** Sent empty: each field says what it needs; nothing reaches the server. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Give the claim a title.')).toBeVisible();
    const line = within(canvas.getByRole('listitem', { name: 'Line 1' }));
    await expect(line.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      /Say what the expense was for\./,
    );
    await expect(line.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'Enter an amount more than 0, with no more decimals than the currency has.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses the submit naming `lines[1].amount` (the category's limit): the message shows on
 * line 2's amount, and everything typed stays.
 */
export const RefusedOnALine: Story = {
  args: {
    claim: draftClaim,
    onSubmit: fn<Save>(async () => ({
      field: 'lines[1].amount',
      message: 'Line 2 (Hotel): 1,830.00 is over Hotel’s limit of 1,500.00 per claim.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const amount = within(canvas.getByRole('listitem', { name: 'Line 2' })).getByRole('textbox', {
      name: 'Amount',
    });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Line 2 (Hotel): 1,830.00 is over Hotel’s limit of 1,500.00 per claim.',
      ),
    );
    await expect(amount).toHaveValue('120.00');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Kumasi workshop');
  },
};

/** A receipt the category requires is missing: the refusal shows on the line's receipts. */
export const RefusedForAReceipt: Story = {
  args: {
    claim: { ...draftClaim, lines: draftClaim.lines.map((line) => ({ ...line, receipts: [] })) },
    onSubmit: fn<Save>(async () => ({
      field: 'lines[0].receipts',
      message: 'Line 1 (Taxi): a receipt is required.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const taxi = within(canvas.getByRole('listitem', { name: 'Line 1' }));
    await expect(await taxi.findByRole('alert')).toHaveTextContent('Line 1 (Taxi): a receipt is required.');
  },
};

/** Saving: the button waits and a second press sends nothing more. */
export const Saving: Story = {
  args: { claim: draftClaim, onSave: fn<Save>(() => new Promise(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save draft/ })).toHaveAttribute('data-pending'),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = { args: { status: 'error', errorMessage: 'The server did not answer.' } };
