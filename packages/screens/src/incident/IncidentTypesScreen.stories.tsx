import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
import { listStateStories } from '../employer/referenceDataStories.ts';
import { body, findDialog, grid, rowOf, textbox } from '../employer/referenceStoryHelpers.ts';
import { IncidentTypesScreen, type IncidentTypesScreenProps } from './IncidentTypesScreen.tsx';
import { incidentCategories, incidentTypes } from './incidentStoryData.ts';

const meta = {
  title: 'Screens/Incident/IncidentTypesScreen',
  component: IncidentTypesScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(incidentTypes),
    categories: incidentCategories,
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof IncidentTypesScreen>;

export default meta;
type Save = IncidentTypesScreenProps['onSave'];
type Delete = IncidentTypesScreenProps['onDelete'];
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Incident Types');

/** Each type with its category's badge and default severity. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const theft = rowOf(table(canvasElement), 'Theft of company property');
    await expect(within(theft).getByText('MIS')).toHaveStyle({ backgroundColor: 'rgb(245, 0, 0)' });
    await expect(within(theft).getByText('Gross')).toBeVisible();
  },
};

const states = listStateStories({
  title: 'Incident Types',
  many: 'incident types',
  addLabel: 'Add Type',
  addTitle: 'Add Type',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A new type: only the active categories are offered; every required field says what it needs. */
export const AddRequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const [add] = within(canvasElement).getAllByRole('button', { name: 'Add Type' });
    await userEvent.click(add as HTMLElement);
    const dialog = await findDialog('Add Type');
    await expect(within(dialog).getByRole('radio', { name: 'Minor' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox(dialog, 'Rule')).toHaveAccessibleDescription(
        expect.stringContaining('Enter the rule or policy this type concerns.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Category/ }));
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'MIS — Misconduct',
      'SAF — Health and safety',
      'ATT — Attendance',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** A type whose category was deactivated keeps it, shown as inactive; the server's refusal shows on its field. */
export const EditServerRefusal: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      field: 'categoryId',
      message: 'Category OLD is deactivated. Choose an active category.',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Old grievance'));
    const dialog = await findDialog('Edit incident type');
    await expect(
      within(dialog).getByRole('button', { name: /OLD — Old grievances \(inactive\)/ }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('Category OLD is deactivated. Choose an active category.'),
      ).toBeVisible(),
    );
  },
};
