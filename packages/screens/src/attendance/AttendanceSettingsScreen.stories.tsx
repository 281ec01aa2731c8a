import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseIn } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { AttendanceSettingsScreen, type AttendanceSettingsScreenProps } from './AttendanceSettingsScreen.tsx';
import { attendanceSettings, attendanceSettingsArgs } from './attendanceSettingsStoryData.ts';

type Save = AttendanceSettingsScreenProps['onSaveSettings'];

const meta = {
  title: 'Screens/Attendance/AttendanceSettingsScreen',
  component: AttendanceSettingsScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: attendanceSettingsArgs(),
} satisfies Meta<typeof AttendanceSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });

/** General: the saved settings, with the labels the domain gives them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Attendance settings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'General', selected: true })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'A location is required to punch' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', {
        name: 'Employees may punch outside every site with a reason (flagged for review)',
      }),
    ).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Round worked time down to/ })).toHaveTextContent(
      '5 minutes',
    );
    await expect(canvas.getByRole('button', { name: /Who reviews flagged punches/ })).toHaveTextContent(
      'Anyone who may approve attendance',
    );
    await expect(textbox(canvasElement, 'Default shift starts')).toHaveValue('09:00');
  },
};

export const Loading: Story = { args: { status: 'loading', settings: undefined } };

export const ErrorState: Story = {
  args: { status: 'error', settings: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The attendance settings could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A reviewer named, rounding to 15 minutes and a later default start: saved as one. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseIn(canvasElement, /Who reviews flagged punches/, 'Ngozi Okafor');
    await chooseIn(canvasElement, /Round worked time down to/, '15 minutes');
    await userEvent.clear(textbox(canvasElement, 'Default shift starts'));
    await userEvent.type(textbox(canvasElement, 'Default shift starts'), '08:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaveSettings).toHaveBeenCalledWith({
        ...attendanceSettings,
        reviewerEmployeeId: 'e-ngozi',
        roundingMinutes: 15,
        defaultStart: '08:30',
      }),
    );
    await expect(await canvas.findByText('Attendance settings saved.')).toBeVisible();
  },
};

/** A time not written HH:MM, then an absent threshold above the half day's: each told, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const end = textbox(canvasElement, 'Default shift ends');
    await userEvent.clear(end);
    await userEvent.type(end, '5pm');
    const absent = textbox(canvasElement, 'Absent below (worked minutes)');
    await userEvent.clear(absent);
    await userEvent.type(absent, '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Default shift ends: Enter a time as HH:MM (24-hour), for example 09:00.'),
    ).toBeVisible();
    await userEvent.clear(end);
    await userEvent.type(end, '17:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('The absent threshold cannot be above the half-day threshold.'),
    ).toBeVisible();
    await expect(args.onSaveSettings).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows above the form; what was typed stays. */
export const Refused: Story = {
  args: {
    onSaveSettings: fn<Save>(async () => ({
      message: 'The reviewer has left the employer; choose another.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accuracy = textbox(canvasElement, 'Least accuracy accepted (metres)');
    await userEvent.clear(accuracy);
    await userEvent.type(accuracy, '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('The reviewer has left the employer; choose another.'),
    ).toBeVisible();
    await expect(accuracy).toHaveValue('250');
  },
};
