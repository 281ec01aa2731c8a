import { LEAVE_SETTINGS_DEFAULTS, type LeaveSettingsValues } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body } from '../employer/referenceStoryHelpers.ts';
import { LeaveSettingsScreen, type LeaveSettingsScreenProps } from './LeaveSettingsScreen.tsx';

type Save = LeaveSettingsScreenProps['onSave'];

const saved: LeaveSettingsValues = {
  leaveYearStartMonth: 4,
  accrualRounding: 'Hundredth',
  employeesSeePlanner: false,
  emailNotifications: true,
};

const meta = {
  title: 'Screens/Leave/LeaveSettingsScreen',
  component: LeaveSettingsScreen,
  tags: ['autodocs'],
  args: { status: 'ready', settings: saved, onSave: fn<Save>(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof LeaveSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const monthButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Leave year starts in/ });

/** The saved settings, as they come in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leave settings' })).toBeVisible();
    await expect(monthButton(canvasElement)).toHaveTextContent('April');
    await expect(canvas.getByRole('radio', { name: 'Hundredths of a day' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Employees see the planner of their department' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Send leave notifications by e-mail' })).toBeChecked();
  },
};

/** An employer that saved nothing sees the defaults: a calendar leave year, half days. */
export const NewEmployer: Story = {
  args: { settings: undefined },
  play: async ({ args, canvasElement }) => {
    await expect(monthButton(canvasElement)).toHaveTextContent('January');
    await expect(within(canvasElement).getByRole('radio', { name: 'Half days' })).toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(LEAVE_SETTINGS_DEFAULTS));
  },
};

export const Loading: Story = {
  args: { status: 'loading', settings: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading leave settings' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', settings: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The leave settings could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Every setting changed and saved; a success banner says so. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(monthButton(canvasElement));
    const listBox = await body.findByRole('listbox');
    await userEvent.click(within(listBox).getByRole('option', { name: 'July' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Whole days' }));
    await userEvent.click(
      canvas.getByRole('switch', { name: 'Employees see the planner of their department' }),
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Send leave notifications by e-mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        leaveYearStartMonth: 7,
        accrualRounding: 'Whole',
        employeesSeePlanner: true,
        emailNotifications: false,
      }),
    );
    await expect(await canvas.findByText('Leave settings saved.')).toBeVisible();
  },
};

/** A refusal shows above the form and nothing chosen is lost. */
export const Refused: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      message: 'The leave year cannot move while leave is booked across it. Try again after the year ends.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Whole days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The leave year cannot move while leave is booked'),
    );
    await expect(canvas.getByRole('radio', { name: 'Whole days' })).toBeChecked();
  },
};
