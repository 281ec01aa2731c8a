import { PASSWORDS_DONT_MATCH } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserProfileScreen, type UserProfileScreenProps } from './UserProfileScreen.tsx';

type ChangePassword = UserProfileScreenProps['onChangePassword'];

const meta = {
  title: 'Screens/Profile/UserProfileScreen',
  component: UserProfileScreen,
  args: {
    status: 'ready',
    profile: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'admin',
      employerName: 'Ada Lovelace’s organisation',
    },
    onRetry: fn(),
    onChangePassword: fn<ChangePassword>(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof UserProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwords = { currentPassword: 'correct horse battery staple', newPassword: 'a new long passphrase' };

async function typePasswords(canvasElement: HTMLElement, confirmation = passwords.newPassword) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Current Password'), passwords.currentPassword);
  await userEvent.type(canvas.getByLabelText('New Password'), passwords.newPassword);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirmation);
}

/** The value next to a term of the description list. */
function detail(canvasElement: HTMLElement, term: string) {
  return within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(detail(canvasElement, 'Name')).toHaveTextContent('Ada Lovelace');
    await expect(detail(canvasElement, 'E-mail')).toHaveTextContent('ada@example.com');
    await expect(detail(canvasElement, 'Role')).toHaveTextContent('Administrator');
    await expect(detail(canvasElement, 'Employer')).toHaveTextContent('Ada Lovelace’s organisation');
    await expect(canvas.getByRole('region', { name: 'Change password' })).toBeVisible();
  },
};

export const EmployeeAccount: Story = {
  args: {
    profile: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      role: 'employee',
      employerName: 'Ada Lovelace’s organisation',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(detail(canvasElement, 'Role')).toHaveTextContent('Employee');
  },
};

export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading your account details' })).toBeVisible();
    // The password form needs none of the details, so it is usable already.
    await expect(canvas.getByLabelText('Current Password')).toBeEnabled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', profile: undefined, errorMessage: 'The server did not answer.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your account details could not be loaded.');
    await expect(alert).toHaveTextContent('The server did not answer.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const PasswordChanged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(args.onChangePassword).toHaveBeenCalledWith(passwords));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.'),
    );
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  },
};

/** An empty submit, then a short password and a confirmation that differs. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText('Current Password');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('Enter your current password.');

    await userEvent.type(current, passwords.currentPassword);
    await userEvent.type(canvas.getByLabelText('New Password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByLabelText('New Password')).toHaveFocus());
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('New Password'));
    await userEvent.type(canvas.getByLabelText('New Password'), passwords.newPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByLabelText('Confirm New Password')).toHaveFocus());
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      PASSWORDS_DONT_MATCH,
    );
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onChangePassword: fn<ChangePassword>(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Change password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByLabelText('New Password')).toHaveValue(passwords.newPassword);
    await expect(args.onChangePassword).toHaveBeenCalledTimes(1);
  },
};

/** The server's 400 names the field: the message goes on Current Password and nothing is cleared. */
export const WrongCurrentPassword: Story = {
  args: {
    onChangePassword: fn<ChangePassword>(async () => ({
      message: 'The current password is incorrect.',
      field: 'currentPassword',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText('Current Password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is incorrect.'));
    await expect(current).toHaveFocus();
    await expect(current).toHaveValue(passwords.currentPassword);
    await expect(canvas.getByLabelText('Confirm New Password')).toHaveValue(passwords.newPassword);
    await expect(canvas.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: {
    onChangePassword: fn<ChangePassword>(async () => ({
      message: 'Something went wrong on our side. Please try again.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await expect(canvas.getByLabelText('Current Password')).toHaveValue(passwords.currentPassword);
  },
};
