import { CHOOSE_A_CURRENCY, PAY_DAY_MESSAGE } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, retype } from '../employer/referenceStoryHelpers.ts';
import { PayrollSettingsScreen } from './PayrollSettingsScreen.tsx';
import { currencyRefused, payrollSettings } from './payItemStoryData.ts';
import type { PayrollSettingsScreenProps } from './payrollSettings.ts';

type Save = PayrollSettingsScreenProps['onSave'];

const meta = {
  title: 'Screens/Payroll/PayrollSettingsScreen',
  component: PayrollSettingsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    settings: payrollSettings,
    onSave: fn<Save>(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof PayrollSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const currency = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Currency' });

async function chooseCurrency(canvasElement: HTMLElement, typed: string, option: string) {
  await userEvent.clear(currency(canvasElement));
  await userEvent.type(currency(canvasElement), typed);
  const listBox = await body.findByRole('listbox');
  await userEvent.click(within(listBox).getByRole('option', { name: option }));
}

/** The settings in force, each field showing its saved value and the footer's count. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payroll Settings' })).toBeVisible();
    await expect(currency(canvasElement)).toHaveValue('KES – Kenyan Shilling');
    await expect(canvas.getByRole('radio', { name: 'Half up (0.005 rounds up)' })).toBeChecked();
    const calendarDays = canvas.getByRole('radio', { name: 'Calendar Days' });
    await expect(calendarDays).toBeChecked();
    await expect(calendarDays).toHaveAccessibleDescription(
      'Pay × days employed ÷ days in the period, weekends included.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Pay day of the month' })).toHaveValue('28');
    const footer = canvas.getByRole('textbox', { name: 'Payslip footer' });
    await expect(footer).toHaveAccessibleDescription(expect.stringContaining('57 of 500 characters used'));
    await expect(canvas.getByRole('switch', { name: 'Tax arrears' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Include arrears in statutory contributions' }),
    ).toBeChecked();
  },
};

export const Loading: Story = {
  args: { status: 'loading', settings: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading payroll settings' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', settings: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The payroll settings could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Every setting changed and saved; the footer's count follows the typing; a banner says it saved. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Half even (0.005 rounds to the even cent)' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Working Days' }));
    await retype(canvas.getByRole('textbox', { name: 'Pay day of the month' }), '25');
    const footer = canvas.getByRole('textbox', { name: 'Payslip footer' });
    await retype(footer, 'Thank you.');
    await expect(footer).toHaveAccessibleDescription(expect.stringContaining('10 of 500 characters used'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Tax arrears' }));
    await userEvent.click(canvas.getByRole('switch', { name: 'Include arrears in statutory contributions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        currency: 'KES',
        rounding: 'Half Even',
        prorationMethod: 'Working Days',
        payDay: 25,
        payslipFooter: 'Thank you.',
        arrearsTaxable: false,
        arrearsStatutory: false,
        overtimePay: false,
        overtimeRateKind: 'Multiplier of the hourly rate',
        overtimeRate: '1.5',
        absenceUnpaid: false,
      }),
    );
    await expect(await canvas.findByText('Payroll settings saved.')).toBeVisible();
  },
};

/**
 * Attendance in pay (issue 29 item 6): turning overtime pay on asks how it is paid; a rate that is not a
 * number is refused on its field, and the amount an hour is saved as typed.
 */
export const AttendanceInPay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Multiplier of the hourly rate/ })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Pay approved overtime' }));
    const rate = canvas.getByRole('textbox', { name: /Multiplier of the hourly rate/ });
    await retype(rate, 'one and a half');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'Enter the overtime rate as a number above 0 with up to 3 decimals, for example 1.5.',
      ),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Amount per hour' }));
    const amount = canvas.getByRole('textbox', { name: /Amount an hour/ });
    await retype(amount, '12.50');
    await userEvent.click(canvas.getByRole('switch', { name: 'Unexcused absence is unpaid' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          overtimePay: true,
          overtimeRateKind: 'Amount per hour',
          overtimeRate: '12.50',
          absenceUnpaid: true,
        }),
      ),
    );
  },
};

/** An emptied footer is saved as none. */
export const NoFooter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Payslip footer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ payslipFooter: null })),
    );
  },
};

/** No currency and no pay day: both are said on their fields and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Pay day of the month' }));
    // Emptied, the currency's suggestions open; leaving the field closes them and leaves no currency.
    await userEvent.clear(currency(canvasElement));
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currency(canvasElement)).toHaveAccessibleDescription(expect.stringContaining(CHOOSE_A_CURRENCY)),
    );
    await expect(canvas.getByRole('textbox', { name: 'Pay day of the month' })).toHaveAccessibleDescription(
      expect.stringContaining(PAY_DAY_MESSAGE),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A currency change the server refuses (409: amounts set up have more decimals than JPY has) shows
 * on Currency, and the choice stays for the user to change.
 */
export const CurrencyRefused: Story = {
  args: { onSave: fn<Save>(async () => ({ field: 'currency', message: currencyRefused })) },
  play: async ({ args, canvasElement }) => {
    await chooseCurrency(canvasElement, 'JPY', 'JPY – Japanese Yen');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ currency: 'JPY' })),
    );
    await waitFor(() =>
      expect(currency(canvasElement)).toHaveAccessibleDescription(expect.stringContaining(currencyRefused)),
    );
    await expect(currency(canvasElement)).toHaveValue('JPY – Japanese Yen');
    await expect(within(canvasElement).queryByText('Payroll settings saved.')).not.toBeInTheDocument();
  },
};
