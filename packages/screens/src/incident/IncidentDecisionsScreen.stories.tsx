import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { referenceArgs } from '../employer/employerStoryData.ts';
import { listStateStories } from '../employer/referenceDataStories.ts';
import { findDialog, grid, rowOf, textbox } from '../employer/referenceStoryHelpers.ts';
import { IncidentDecisionsScreen, type IncidentDecisionsScreenProps } from './IncidentDecisionsScreen.tsx';
import { incidentDecisions } from './incidentStoryData.ts';

const meta = {
  title: 'Screens/Incident/IncidentDecisionsScreen',
  component: IncidentDecisionsScreen,
  tags: ['autodocs'],
  args: {
    ...referenceArgs(incidentDecisions),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
  },
} satisfies Meta<typeof IncidentDecisionsScreen>;

export default meta;
type Save = IncidentDecisionsScreenProps['onSave'];
type Delete = IncidentDecisionsScreenProps['onDelete'];
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Incident Decisions');

/** The eight standard outcomes: kind, period, pay and how long a warning stays live. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const unpaid = rowOf(table(canvasElement), 'SWOP');
    await expect([...unpaid.children].map((cell) => cell.textContent)).toEqual([
      'SWOP',
      'Suspension without pay',
      'Suspension without pay',
      'Yes',
      'Yes',
      '—None',
      'Yes',
    ]);
    await expect(within(rowOf(table(canvasElement), 'Verbal warning')).getByText('6')).toBeVisible();
  },
};

const states = listStateStories({
  title: 'Incident Decisions',
  many: 'incident decisions',
  addLabel: 'Add Decision',
  addTitle: 'Add Decision',
});

export const Loading = states.Loading;
export const ErrorState = states.ErrorState;
export const Empty = states.Empty;

/** A new decision starts as a warning and asks how long it stays live: a whole number of months, 1 to 60. */
export const AddWarningInvalidMonths: Story = {
  play: async ({ args, canvasElement }) => {
    const [add] = within(canvasElement).getAllByRole('button', { name: 'Add Decision' });
    await userEvent.click(add as HTMLElement);
    const dialog = await findDialog('Add Decision');
    await userEvent.type(textbox(dialog, 'Code'), 'SWW');
    await userEvent.type(textbox(dialog, 'Description'), 'Second written warning');
    await userEvent.type(textbox(dialog, 'Live months'), '61{Enter}');
    await waitFor(() =>
      expect(textbox(dialog, 'Live months')).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of months from 1 to 60.'),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing shows the kind without offering to change it; a refusal with no field shows above the fields. */
export const EditKindFixed: Story = {
  args: {
    onDelete: fn<Delete>(async () => ({
      message:
        "SWOP (Suspension without pay) can't be deleted: other records refer to it. Deactivate it instead.",
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('SWOP'));
    const dialog = await findDialog('Edit incident decision');
    await expect(textbox(dialog, 'Kind')).toHaveAttribute('readonly');
    await expect(within(dialog).getByRole('switch', { name: /Has a period/ })).toBeDisabled();
    await expect(within(dialog).getByText(/Affects pay/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await within(document.body).findByRole('alertdialog', {
      name: 'Delete incident decision?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('other records refer to it'),
    );
  },
};
