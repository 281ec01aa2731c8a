import { NOTICE_KINDS, type NoticeEmailPreference } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMAIL_NOTICES_SAVED, EmailNotices, type EmailNoticesProps } from './EmailNotices.tsx';

type Save = EmailNoticesProps['onSave'];

/** Nobody has chosen yet: every kind comes by e-mail, as before the choice existed. */
const everyKind: NoticeEmailPreference[] = NOTICE_KINDS.map(({ kind }) => ({ kind, byEmail: true }));

const meta = {
  title: 'Screens/Profile/EmailNotices',
  component: EmailNotices,
  args: {
    status: 'ready',
    preferences: everyKind,
    onRetry: fn(),
    onSave: fn<Save>(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof EmailNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANNOUNCEMENTS = 'A new announcement';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of ['Approvals', 'Employment Terms', 'Team', 'Payroll', 'Security']) {
      await expect(canvas.getByRole('group', { name: group })).toBeVisible();
    }
    for (const { label } of NOTICE_KINDS)
      await expect(canvas.getByRole('switch', { name: label })).toBeChecked();
    // Nothing changed yet: nothing to save.
    await expect(canvas.getByRole('button', { name: 'Save e-mail choices' })).toBeDisabled();
  },
};

/** Announcements and discussion replies chosen off earlier. */
export const Changed: Story = {
  args: {
    preferences: everyKind.map((preference) =>
      preference.kind === 'announcement' || preference.kind === 'discussion-reply'
        ? { ...preference, byEmail: false }
        : preference,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: ANNOUNCEMENTS })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'A reply to my discussion' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'My payslip is ready' })).toBeChecked();
  },
};

/** Turning announcements off and saving sends every kind, that one off, and says it is saved. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: ANNOUNCEMENTS }));
    await expect(canvas.getByRole('switch', { name: ANNOUNCEMENTS })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save e-mail choices' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        everyKind.map((preference) =>
          preference.kind === 'announcement' ? { ...preference, byEmail: false } : preference,
        ),
      ),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(EMAIL_NOTICES_SAVED));
    await expect(canvas.getByRole('button', { name: 'Save e-mail choices' })).toBeDisabled();
  },
};

/** The server has not answered yet: the switches wait and the button shows it is busy. */
export const Saving: Story = {
  args: { onSave: fn<Save>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'My payslip is ready' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save e-mail choices' }));
    await waitFor(() => expect(canvas.getByRole('switch', { name: ANNOUNCEMENTS })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: /Save e-mail choices/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server refused: its sentence shows above the switches, which keep what was chosen. */
export const Refused: Story = {
  args: {
    onSave: fn<Save>(async () => ({ message: 'Your session has ended. Sign in again to save.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: ANNOUNCEMENTS }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save e-mail choices' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Your session has ended. Sign in again to save.'),
    );
    await expect(canvas.getByRole('switch', { name: ANNOUNCEMENTS })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save e-mail choices' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', preferences: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your e-mail choices' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', preferences: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your e-mail choices could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** The chosen state in the dark theme (every story is also checked by axe in dark). */
export const Dark: Story = {
  ...Changed,
  globals: { colorMode: 'dark' },
};
