import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, findDialog } from '../employer/referenceStoryHelpers.ts';
import { LeaveBalanceAdjustDialog, type LeaveBalanceAdjustDialogProps } from './LeaveBalanceAdjustDialog.tsx';
import { leaveTypeChoices } from './leaveRequestStoryData.ts';
import { chooseOption } from './leaveRequestStoryHelpers.ts';

type Props = LeaveBalanceAdjustDialogProps;

const meta = {
  title: 'Screens/Leave/LeaveBalanceAdjustDialog',
  component: LeaveBalanceAdjustDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    employees: [
      { id: 'e-ada', name: 'Ada Lovelace' },
      { id: 'e-alan', name: 'Alan Turing' },
    ],
    leaveTypes: leaveTypeChoices,
    onSubmit: fn<Props['onSubmit']>(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof LeaveBalanceAdjustDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Adjust leave balance');
const field = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name });

async function typeDate(container: HTMLElement, date: string) {
  await userEvent.click(within(container).getByRole('spinbutton', { name: /month/i }));
  await userEvent.keyboard(date);
}

export const Default: Story = {
  play: async () => {
    const adjust = await dialog();
    await expect(within(adjust).getByRole('combobox', { name: 'Employee' })).toBeRequired();
    await expect(field(adjust, 'Amount')).toHaveAccessibleDescription(expect.stringContaining('In days'));
  },
};

/** Opened for an employee and an Hour-unit type: the amount is in hours. */
export const HourUnit: Story = {
  args: { defaultValues: { employeeId: 'e-alan', leaveTypeId: 'lt-toil', date: '2026-03-02' } },
  play: async () => {
    const adjust = await dialog();
    await expect(within(adjust).getByRole('combobox', { name: 'Employee' })).toHaveValue('Alan Turing');
    await expect(field(adjust, 'Amount')).toHaveAccessibleDescription(expect.stringContaining('In hours'));
  },
};

export const Invalid: Story = {
  play: async ({ args }) => {
    const adjust = await dialog();
    await userEvent.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() =>
      expect(within(adjust).getByRole('combobox', { name: 'Employee' })).toHaveAccessibleDescription(
        'Choose the employee.',
      ),
    );
    await expect(within(adjust).getByText('Choose a leave type.')).toBeVisible();
    await expect(within(adjust).getByText('Enter the date the adjustment counts from.')).toBeVisible();
    await expect(field(adjust, 'Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Say why the balance is adjusted.'),
    );
    const amount = field(adjust, 'Amount');
    await userEvent.type(amount, '1.234{Tab}');
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining('with at most two decimals.'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '-0{Tab}');
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('An adjustment of 0 changes nothing'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A negative amount takes days away; the values go out as typed, tidied. */
export const Submit: Story = {
  play: async ({ args }) => {
    const adjust = await dialog();
    await userEvent.type(within(adjust).getByRole('combobox', { name: 'Employee' }), 'Ada');
    await userEvent.click(await body.findByRole('option', { name: 'Ada Lovelace' }));
    await chooseOption(adjust, /Leave type$/, 'AL – Annual leave');
    await typeDate(adjust, '03022026');
    await userEvent.type(field(adjust, 'Amount'), '-01.50');
    await userEvent.type(field(adjust, 'Reason'), 'Two half days taken before leave was recorded here');
    await userEvent.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        employeeId: 'e-ada',
        leaveTypeId: 'lt-al',
        date: '2026-03-02',
        amount: '-1.5',
        reason: 'Two half days taken before leave was recorded here',
      }),
    );
    await expect(args.onDone).toHaveBeenCalledWith('Balance adjusted.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The server's refusal shows on its field, or above the fields; what was typed stays. */
export const Refused: Story = {
  args: {
    defaultValues: {
      employeeId: 'e-ada',
      leaveTypeId: 'lt-al',
      date: '2026-03-02',
      amount: '-30',
      reason: 'Correction',
    },
    onSubmit: fn<Props['onSubmit']>(async () => ({
      message: 'Ada Lovelace’s employment ended before this date.',
    })),
  },
  play: async ({ args }) => {
    const adjust = await dialog();
    await userEvent.click(within(adjust).getByRole('button', { name: 'Adjust balance' }));
    await expect(await within(adjust).findByRole('alert')).toHaveTextContent(
      'Ada Lovelace’s employment ended before this date.',
    );
    await expect(field(adjust, 'Amount')).toHaveValue('-30');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
