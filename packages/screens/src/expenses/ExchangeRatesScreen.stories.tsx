import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listStateStories } from '../employer/referenceDataStories.ts';
import {
  body,
  chooseOption,
  expectNoDialog,
  findDialog,
  grid,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { typeDate } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { ExchangeRatesScreen, type ExchangeRatesScreenProps } from './ExchangeRatesScreen.tsx';
import { exchangeRates, setupArgs } from './expenseSetupStoryData.ts';

type Save = ExchangeRatesScreenProps['onSave'];
type Delete = ExchangeRatesScreenProps['onDelete'];

const meta = {
  title: 'Screens/Expenses/ExchangeRatesScreen',
  component: ExchangeRatesScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: {
    ...setupArgs(exchangeRates),
    today: '2026-12-03',
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof ExchangeRatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Exchange Rates');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Exchange Rate' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Exchange Rate');
}

/** By currency, each rate from its day; the page says the rates are the employer's own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/Rates are kept by you; nothing is fetched from the internet\.$/),
    ).toBeVisible();
    const rows = table(canvasElement);
    await expect(within(rows).getByRole('columnheader', { name: 'Rate (GHS for 1 unit)' })).toBeVisible();
    const texts = within(rows)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
    await expect(texts).toContainEqual(['USD', '15.250000', '1 Nov 2026']);
    await expect(texts.map(([currency]) => currency)).toEqual(['EUR', 'USD', 'USD']);
  },
};

const states = listStateStories({
  title: 'Exchange Rates',
  many: 'exchange rates',
  addLabel: 'Add Exchange Rate',
  addTitle: 'Add Exchange Rate',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/**
 * The payroll currency needs no rate and a currency's second rate from the same day is refused, both
 * before sending; a new rate is added with its day.
 */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await chooseOption(dialog, 'Currency', 'GHS', 'GHS – Ghanaian Cedi');
    await userEvent.type(textbox(dialog, 'Rate'), '15.1234567');
    await typeDate(dialog, 'Effective from', '11012026');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Rate')).toHaveAccessibleDescription(
        expect.stringContaining(
          'Enter the GHS for one unit of the currency: more than 0 with at most 6 decimals.',
        ),
      ),
    );
    await userEvent.clear(textbox(dialog, 'Rate'));
    await userEvent.type(textbox(dialog, 'Rate'), '15.4');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose a currency other than GHS, the payroll currency.'),
      ),
    );
    await userEvent.clear(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await chooseOption(dialog, 'Currency', 'USD', 'USD – US Dollar');
    await save(dialog);
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Effective from' })).toHaveAccessibleDescription(
        expect.stringContaining('USD already has a rate from 1 Nov 2026: edit that one instead.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await typeDate(dialog, 'Effective from', '12012026');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { currency: 'USD', rate: '15.4', effectiveFrom: '2026-12-01' },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The USD rate from 1 Dec 2026 added.',
    );
  },
};

/** The server's refusal of a field (a 400 on `rate`) shows on it; what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    onSave: fn<Save>(async () => ({ field: 'rate', message: 'Enter a rate of at most 1,000,000.' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('EUR'));
    const dialog = await findDialog('Edit exchange rate');
    await expect(textbox(dialog, 'Rate')).toHaveValue('16.754321');
    await userEvent.clear(textbox(dialog, 'Rate'));
    await userEvent.type(textbox(dialog, 'Rate'), '99999999');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Rate')).toHaveAccessibleDescription(
        expect.stringContaining('Enter a rate of at most 1,000,000.'),
      ),
    );
    await expect(textbox(dialog, 'Rate')).toHaveValue('99999999');
  },
};

/** A rate a claim line took cannot be deleted (409): the dialog says so and stays open. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn<Delete>(async () => ({
      message: 'The EUR rate from 15 Nov 2026 was taken by 2 claim lines and cannot be deleted.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('EUR'));
    const dialog = await findDialog('Edit exchange rate');
    await expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete exchange rate?' });
    await expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('The EUR rate from 15 Nov 2026 (16.754321 GHS) will be deleted for good.'),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(exchangeRates[2]);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('cannot be deleted'));
  },
};
