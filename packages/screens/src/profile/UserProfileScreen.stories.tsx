import { NOTICE_KINDS, PASSWORDS_DONT_MATCH } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserProfileScreen, type UserProfileScreenProps } from './UserProfileScreen.tsx';

type ChangePassword = UserProfileScreenProps['onChangePassword'];
type Sessions = UserProfileScreenProps['sessions'];

const DESK =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signed in here, on a phone, and in a browser that did not name itself. */
const threeSessions: Sessions = {
  status: 'ready',
  sessions: [
    {
      id: 'desk',
      signedInAt: '2026-12-01T08:02:11.000Z',
      lastActiveAt: '2026-12-01T09:47:30.000Z',
      userAgent: DESK,
      clientAddress: '192.0.2.10',
      current: true,
    },
    {
      id: 'phone',
      signedInAt: '2026-11-28T17:20:03.000Z',
      lastActiveAt: '2026-11-29T07:12:45.000Z',
      userAgent: PHONE,
      clientAddress: '198.51.100.7',
      current: false,
    },
    {
      id: 'script',
      signedInAt: '2026-11-20T10:00:00.000Z',
      lastActiveAt: '2026-11-20T10:00:00.000Z',
      userAgent: null,
      clientAddress: null,
      current: false,
    },
  ],
  onRetry: fn(),
  onEndSession: fn<Sessions['onEndSession']>(async () => undefined),
  onEndOtherSessions: fn<Sessions['onEndOtherSessions']>(async () => undefined),
};

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
    sessions: threeSessions,
    emailNotices: {
      status: 'ready',
      preferences: NOTICE_KINDS.map(({ kind }) => ({ kind, byEmail: true })),
      onSave: fn(async () => undefined),
    },
    twoFactor: {
      enabled: false,
      onStart: fn(async () => ({ message: 'Not in this story.' })),
      onConfirm: fn(async () => ({ message: 'Not in this story.' })),
      onTurnOff: fn(async () => undefined),
    },
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

/** With My profile's name and photo: its own card, below the account (its states: NameAndPhoto's stories). */
export const WithNameAndPhoto: Story = {
  args: {
    nameAndPhoto: {
      legalName: 'Ada Lovelace',
      displayName: 'Countess Ada',
      onSaveName: fn(async () => undefined),
      onUploadPhoto: fn(async () => undefined),
      onRemovePhoto: fn(async () => undefined),
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Name and photo' }));
    await expect(card.getByRole('textbox', { name: 'Display name' })).toHaveValue('Countess Ada');
    await expect(card.getByRole('img', { name: 'No photo: initials CA' })).toBeVisible();
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
      expect(
        within(canvas.getByRole('region', { name: 'Change password' })).getByRole('status'),
      ).toHaveTextContent('Your password has been changed.'),
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

const sessionsCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Signed-in sessions' }));

/** Each session by the device a person knows it by, this one marked, the others each with a sign-out. */
export const Sessions: Story = {
  play: async ({ args, canvasElement }) => {
    const card = sessionsCard(canvasElement);
    const items = within(card.getByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Chrome on Linux');
    await expect(items[0]).toHaveTextContent('This device');
    await expect(items[0]).toHaveTextContent('192.0.2.10');
    await expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(items[1]).toHaveTextContent('Safari on iPhone');
    await expect(items[2]).toHaveTextContent('An unnamed browser');
    await userEvent.click(
      within(items[1] as HTMLElement).getByRole('button', { name: /^Sign out Safari on iPhone/ }),
    );
    await waitFor(() => expect(args.sessions.onEndSession).toHaveBeenCalledWith('phone'));
    await userEvent.click(card.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(args.sessions.onEndOtherSessions).toHaveBeenCalledTimes(1));
  },
};

/** The server refused (the session had ended meanwhile): the reason is shown and the list stays. */
export const SessionSignOutRefused: Story = {
  args: {
    sessions: {
      ...threeSessions,
      onEndSession: fn<Sessions['onEndSession']>(async () => ({
        message: 'That session has already ended.',
        field: 'sessionId',
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const card = sessionsCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    await expect(await card.findByRole('alert')).toHaveTextContent('That session has already ended.');
    await expect(card.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const OnlyThisDevice: Story = {
  args: { sessions: { ...threeSessions, sessions: threeSessions.sessions?.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const card = sessionsCard(canvasElement);
    await expect(card.getByText('You are signed in here only.')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

export const SessionsLoading: Story = {
  args: { sessions: { ...threeSessions, status: 'loading', sessions: undefined } },
  play: async ({ canvasElement }) => {
    await expect(
      sessionsCard(canvasElement).getByRole('progressbar', { name: 'Loading your sessions' }),
    ).toBeVisible();
  },
};

export const SessionsError: Story = {
  args: {
    sessions: {
      ...threeSessions,
      status: 'error',
      sessions: undefined,
      errorMessage: 'The server did not answer.',
    },
  },
  play: async ({ args, canvasElement }) => {
    const alert = sessionsCard(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your sessions could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.sessions.onRetry).toHaveBeenCalledTimes(1));
  },
};
