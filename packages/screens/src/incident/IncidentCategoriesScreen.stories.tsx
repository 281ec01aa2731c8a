import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
import { listStateStories } from '../employer/referenceDataStories.ts';
import {
  expectNoDialog,
  findDialog,
  grid,
  rowOf,
  shownCodes,
  textbox,
} from '../employer/referenceStoryHelpers.ts';
import { IncidentCategoriesScreen, type IncidentCategoriesScreenProps } from './IncidentCategoriesScreen.tsx';
import { incidentCategories } from './incidentStoryData.ts';

const meta = {
  title: 'Screens/Incident/IncidentCategoriesScreen',
  component: IncidentCategoriesScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(incidentCategories),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof IncidentCategoriesScreen>;

export default meta;
type Save = IncidentCategoriesScreenProps['onSave'];
type Delete = IncidentCategoriesScreenProps['onDelete'];
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Incident Categories');

async function openAdd(canvasElement: HTMLElement) {
  const [headerButton] = within(canvasElement).getAllByRole('button', { name: 'Add Category' });
  await userEvent.click(headerButton as HTMLElement);
  return findDialog('Add Category');
}

/** The list by code, each code on its colour's badge (black on red and yellow, white on navy). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect(shownCodes(rows)).toEqual(['ATT', 'MIS', 'OLD', 'SAF']);
    const badge = within(rowOf(rows, 'Misconduct')).getByText('MIS');
    await expect(badge).toHaveStyle({ backgroundColor: 'rgb(245, 0, 0)', color: 'rgb(0, 0, 0)' });
    await expect(within(rowOf(rows, 'Attendance')).getByText('ATT')).toHaveStyle({
      color: 'rgb(255, 255, 255)',
    });
    await expect(rowOf(rows, 'Old grievances').lastElementChild).toHaveTextContent('No');
  },
};

const states = listStateStories({
  title: 'Incident Categories',
  many: 'incident categories',
  addLabel: 'Add Category',
  addTitle: 'Add Category',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** The add flow: code and description typed, the colour left at #F50000, Active on; announced once saved. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(within(dialog).getByText('#F50000')).toBeVisible();
    await userEvent.type(textbox(dialog, 'Code'), ' GRV ');
    await userEvent.type(textbox(dialog, 'Description'), 'Grievance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { code: 'GRV', description: 'Grievance', isActive: true, color: '#F50000' },
        undefined,
      ),
    );
    await expectNoDialog();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Grievance added.');
  },
};

/** Both fields are required (§5): nothing is sent and each says so. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox(dialog, 'Code')).toHaveAccessibleDescription(expect.stringContaining('Enter a code.')),
    );
    await expect(textbox(dialog, 'Description')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a description.'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refusal only the server knows (a code another category has) shows on Code; what was typed stays. */
export const ServerRefusal: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      field: 'code',
      message: 'Code GRV is already used by another incident category.',
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Code'), 'GRV');
    await userEvent.type(textbox(dialog, 'Description'), 'Grievance{Enter}');
    await waitFor(() =>
      expect(textbox(dialog, 'Code')).toHaveAccessibleDescription(
        expect.stringContaining('Code GRV is already used by another incident category.'),
      ),
    );
    await expect(textbox(dialog, 'Description')).toHaveValue('Grievance');
  },
};

/** Opened from a row: its values, with Deactivate and Delete. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Misconduct'));
    const dialog = await findDialog('Edit incident category');
    await expect(textbox(dialog, 'Code')).toHaveValue('MIS');
    await expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
