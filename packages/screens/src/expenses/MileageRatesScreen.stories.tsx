import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listStateStories } from '../employer/referenceDataStories.ts';
import { body, expectNoDialog, findDialog, grid, rowOf, textbox } from '../employer/referenceStoryHelpers.ts';
import { mileageRates, setupArgs } from './expenseSetupStoryData.ts';
import { MileageRatesScreen, type MileageRatesScreenProps } from './MileageRatesScreen.tsx';

type Save = MileageRatesScreenProps['onSave'];
type Delete = MileageRatesScreenProps['onDelete'];

const meta = {
  title: 'Screens/Expenses/MileageRatesScreen',
  component: MileageRatesScreen,
  tags: ['autodocs'],
  args: {
    ...setupArgs(mileageRates),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof MileageRatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Mileage Rates');
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Mileage Rate' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Mileage Rate');
}

/** By vehicle type, each rate as kept (up to 4 decimals) under the currency's header. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect(within(rows).getByRole('columnheader', { name: 'Rate per km (GHS)' })).toBeVisible();
    await expect(
      within(rows)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)),
    ).toEqual([
      ['Car', '2.50', 'Yes'],
      ['Motorbike', '1.2500', 'Yes'],
      ['Van', '3.10', 'No'],
    ]);
  },
};

const states = listStateStories({
  title: 'Mileage Rates',
  many: 'mileage rates',
  addLabel: 'Add Mileage Rate',
  addTitle: 'Add Mileage Rate',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A vehicle type that has a rate is refused before sending; a new one is added with its rate. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Vehicle type'), 'car');
    await userEvent.type(textbox(dialog, 'Rate per km'), '2.12345');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Rate per km')).toHaveAccessibleDescription(
        expect.stringContaining('Enter a rate per km more than 0 with at most 4 decimals.'),
      ),
    );
    await userEvent.clear(textbox(dialog, 'Rate per km'));
    await userEvent.type(textbox(dialog, 'Rate per km'), '2.1234');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Vehicle type')).toHaveAccessibleDescription(
        expect.stringContaining('Car already has a rate: edit that one instead.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(textbox(dialog, 'Vehicle type'));
    await userEvent.type(textbox(dialog, 'Vehicle type'), 'Bicycle');
    await save(dialog);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { vehicleType: 'Bicycle', ratePerKm: '2.1234', active: true },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Bicycle added.');
  },
};

/** The server's refusal of a field shows on it. */
export const ServerRefusal: Story = {
  args: {
    onSave: fn<Save>(async () => ({ field: 'vehicleType', message: 'Truck already has a mileage rate.' })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Vehicle type'), 'Truck');
    await userEvent.type(textbox(dialog, 'Rate per km'), '4{Enter}');
    await waitFor(() =>
      expect(textbox(dialog, 'Vehicle type')).toHaveAccessibleDescription(
        expect.stringContaining('Truck already has a mileage rate.'),
      ),
    );
  },
};

/** A rate claim lines use cannot be deleted (409): the dialog says so; Deactivate is offered instead. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn<Delete>(async () => ({
      message: 'Car is used by 3 claim lines and cannot be deleted: deactivate it instead.',
    })),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Car'));
    const dialog = await findDialog('Edit mileage rate');
    await expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete mileage rate?' });
    await expect(confirm).toHaveAccessibleDescription(expect.stringContaining('Car (2.50 GHS per km)'));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(mileageRates[0]);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('deactivate it instead'));
    await expect(rowOf(table(canvasElement), 'Car')).toBeVisible();
  },
};
