import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../employer/referenceStoryHelpers.ts';
import { chooseIn } from '../payroll/employeePayStoryHelpers.ts';
import { withRegionalSettings } from '../storySupport/withRegionalSettings.tsx';
import { AttendanceSettingsScreen } from './AttendanceSettingsScreen.tsx';
import { attendanceSettingsArgs, rowTexts } from './attendanceSettingsStoryData.ts';

const meta = {
  title: 'Screens/Attendance/AttendanceSettingsScreen/Sites',
  component: AttendanceSettingsScreen,
  tags: ['autodocs'],
  decorators: [withRegionalSettings('D MMM YYYY')],
  args: { ...attendanceSettingsArgs(), defaultTab: 'sites' },
} satisfies Meta<typeof AttendanceSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Sites');

/** Each site's point, radius and whom it is for. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(rowTexts(table(canvasElement))).toEqual([
      ['Head office', '5.6037168', '-0.1869644', '150 m', 'Everyone'],
      ['Lagos depot', '6.5243793', '3.3792057', '300 m', 'Branch Lagos'],
      ['Client site', '51.5072178', '-0.1275862', '100 m', 'Person Yaw Asante'],
    ]);
  },
};

export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sites yet')).toBeVisible();
  },
};

/** A site for the Accra branch's people: its point, a 200 m radius and the branch chosen. */
export const AddSite: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add site' }));
    const dialog = await findDialog('Add site');
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await userEvent.type(field('Name'), 'Tema warehouse');
    await userEvent.type(field('Latitude'), '5.6698');
    await userEvent.type(field('Longitude'), '-0.0166');
    await userEvent.clear(field('Radius (metres)'));
    await userEvent.type(field('Radius (metres)'), '200');
    await userEvent.click(within(dialog).getByRole('radio', { name: "A branch's people" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Choose the branch.')).toBeVisible();
    await chooseIn(dialog, /Branch$/, 'Accra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaveSite).toHaveBeenCalledWith(
        {
          name: 'Tema warehouse',
          latitude: '5.6698',
          longitude: '-0.0166',
          radiusMetres: 200,
          branchId: 'br-accra',
          employeeId: null,
        },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Tema warehouse added.');
  },
};

/** Degrees out of range or with too many places: the domain's message, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Head office'));
    const dialog = await findDialog('Edit site');
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' });
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Latitude: enter decimal degrees between -90 and 90, up to 7 places.'),
    ).toBeVisible();
    await expect(args.onSaveSite).not.toHaveBeenCalled();
  },
};

/** Deleting asks first, saying what becomes of the punches made there. */
export const DeleteSite: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Lagos depot'));
    const dialog = await findDialog('Edit site');
    await expect(within(dialog).getByRole('radio', { name: "A branch's people" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete site?' });
    await expect(confirm).toHaveTextContent(
      'Lagos depot will be deleted. Punches already made there are kept, no longer naming a site.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete site' }));
    await waitFor(() =>
      expect(args.onDeleteSite).toHaveBeenCalledWith(expect.objectContaining({ id: 'site-lagos' })),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Lagos depot deleted.');
  },
};
