import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { AttendanceSettingsScreen, type AttendanceSettingsScreenProps } from './AttendanceSettingsScreen.tsx';
import { attendanceSettingsArgs, rowTexts } from './attendanceSettingsStoryData.ts';

const meta = {
  title: 'Screens/Attendance/AttendanceSettingsScreen/Time zones',
  component: AttendanceSettingsScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: { ...attendanceSettingsArgs(), defaultTab: 'time-zones' },
} satisfies Meta<typeof AttendanceSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Branches with their zone or the employer's; the people with a zone of their own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowTexts(grid(canvasElement, 'Branches'))).toEqual([
      ['Accra', "Employer's zone (Africa/Accra)"],
      ['Lagos', 'Africa/Lagos'],
    ]);
    await expect(rowTexts(grid(canvasElement, 'People with their own zone'))).toEqual([
      ['Yaw Asante', 'Europe/London', 'Clear'],
    ]);
  },
};

/** Accra's branch is given Lagos' zone from the list the domain offers. */
export const SetBranchZone: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(grid(canvasElement, 'Branches')).getByText('Accra'));
    const dialog = await findDialog('Time zone of Accra');
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue("Employer's zone (Africa/Accra)");
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Africa/Lag');
    await userEvent.click(await body.findByRole('option', { name: 'Africa/Lagos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSetTimeZone).toHaveBeenCalledWith({ branchId: 'br-accra' }, 'Africa/Lagos'),
    );
    await expectNoDialog();
  },
};

/** A person's own zone is cleared at once: their branch's applies again. */
export const ClearPersonZone: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "Clear Yaw Asante's time zone" }),
    );
    await waitFor(() => expect(args.onSetTimeZone).toHaveBeenCalledWith({ employeeId: 'e-yaw' }, null));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      "Yaw Asante's own time zone cleared.",
    );
  },
};

/** A refused clear is said, and the person keeps their zone. */
export const ClearRefused: Story = {
  args: {
    onSetTimeZone: fn<AttendanceSettingsScreenProps['onSetTimeZone']>(async () => ({
      message: 'Yaw Asante is no longer employed here.',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: "Clear Yaw Asante's time zone" }),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Yaw Asante is no longer employed here.',
    );
    await expect(rowTexts(grid(canvasElement, 'People with their own zone'))).toEqual([
      ['Yaw Asante', 'Europe/London', 'Clear'],
    ]);
  },
};
