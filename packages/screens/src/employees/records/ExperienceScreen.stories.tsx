import { EMPLOYEE_RECORDS_MESSAGES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body, expectNoDialog, findDialog, grid } from '../../employer/referenceStoryHelpers.ts';
import { ExperienceScreen, type ExperienceScreenProps } from './ExperienceScreen.tsx';
import { experienceEntries, recordPeople } from './recordEntriesStoryData.ts';

type Save = ExperienceScreenProps['onSave'];
type Delete = ExperienceScreenProps['onDelete'];
type Verify = ExperienceScreenProps['onVerify'];

const meta = {
  title: 'Screens/Employees/ExperienceScreen',
  component: ExperienceScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    entries: experienceEntries,
    people: recordPeople,
    employeeId: 'e-grace',
    onEmployeeChange: fn(),
    canVerify: true,
    onRetry: fn(),
    onSave: fn<Save>(async () => undefined),
    onDelete: fn<Delete>(async () => undefined),
    onVerify: fn<Verify>(async () => undefined),
  },
} satisfies Meta<typeof ExperienceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => grid(canvasElement, 'Experience');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const headers = within(table(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Employer',
      'Job title',
      'Period',
      'Referee',
      'Verified',
    ]);
    await expect(within(table(canvasElement)).getByText('2016-01-04 – 2018-07-31')).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const Loading: Story = { args: { status: 'loading', entries: [] } };

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No experience entry yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', errorMessage: 'The server did not answer.', entries: [] },
};

export const ChooseEmployee: Story = {
  args: { entries: [], employeeId: null },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Employee$/ }));
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kofi Mensah (E-0043)' }));
    await expect(args.onEmployeeChange).toHaveBeenCalledWith('e-kofi');
  },
};

export const EmployeeOwn: Story = {
  args: { people: null, canVerify: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Employee$/ })).not.toBeInTheDocument();
    await expect(within(table(canvasElement)).getByText('Not verified')).toBeVisible();
  },
};

export const VerifiedLocked: Story = {
  args: { people: null, canVerify: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Acme Ltd'));
    await expect(
      await within(canvasElement).findByText(
        'Verified by Kofi Boateng on 2026-03-02, so it is locked: ask HR to correct it.',
      ),
    ).toBeVisible();
    await expectNoDialog();
  },
};

/** HR opens a verified entry to correct it: the lock is the employee's only. */
export const HrEditsVerified: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Acme Ltd'));
    const dialog = await findDialog('Edit experience');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ employerName: 'Acme Ltd', jobTitle: 'Accountant' }),
        experienceEntries[0],
      ),
    );
    await expectNoDialog();
  },
};

export const AddExperience: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add experience' }));
    const dialog = await findDialog('Add experience');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(EMPLOYEE_RECORDS_MESSAGES.employerName)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Employer/ }), 'Volta Foods');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Job title/ }), 'Analyst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ employerName: 'Volta Foods', jobTitle: 'Analyst', refereeName: null }),
        undefined,
      ),
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Analyst at Volta Foods added.',
    );
  },
};

export const Verify: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: 'Verify entry 2' }));
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith(experienceEntries[1]));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Entry verified.');
  },
};

export const RefusedWithFieldMessage: Story = {
  args: {
    onSave: fn<Save>(async () => ({ field: 'endDate', message: EMPLOYEE_RECORDS_MESSAGES.endBeforeStart })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByText('Coastal Bank'));
    const dialog = await findDialog('Edit experience');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText(EMPLOYEE_RECORDS_MESSAGES.endBeforeStart)).toBeVisible();
  },
};

/** HR choosing themselves: nobody verifies their own entries, and a verified one is locked to them too. */
export const HrOwnVerifiedLocked: Story = {
  args: { canVerify: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    await userEvent.click(within(table(canvasElement)).getByText('Acme Ltd'));
    await expect(
      await within(canvasElement).findByText(
        'Verified by Kofi Boateng on 2026-03-02, so it is locked: ask HR to correct it.',
      ),
    ).toBeVisible();
    await expectNoDialog();
  },
};
