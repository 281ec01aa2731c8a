import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignInDialog, type SignInDialogProps } from './SignInDialog.tsx';

const meta = {
  title: 'Screens/Auth/SignInDialog',
  component: SignInDialog,
  args: {
    isOpen: true,
    username: 'ada@example.com',
    onSubmit: fn<Submit>(async () => undefined),
    onSignOut: fn(),
  },
  render: (args) => (
    <>
      <p>Half-written announcement: the office closes early on Friday.</p>
      <SignInDialog {...args} />
    </>
  ),
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type Submit = SignInDialogProps['onSubmit'];

const body = within(document.body);
const password = 'correct horse battery staple';

async function openDialog() {
  const dialog = await body.findByRole('dialog', { name: 'Sign in again' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(
      dialog.getByText('Your session has ended. Sign in to carry on — what you typed on this page is kept.'),
    ).toBeVisible();
    const username = dialog.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('ada@example.com');
    await expect(username).toHaveAttribute('readonly');
    await expect(dialog.getByLabelText('Enter Password')).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Neither Escape nor a click outside closes it: the session has to be settled one way or the other.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  },
};

/** Enter signs in with the password alone; once accepted the password is not kept. */
export const SignInAgain: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const field = dialog.getByLabelText('Enter Password');
    await userEvent.type(field, `${password}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password }));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    const field = dialog.getByLabelText('Enter Password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter your password.'));
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Enter Password'), password);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(dialog.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(dialog.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByLabelText('Enter Password')).toHaveValue(password);
    await userEvent.type(dialog.getByLabelText('Enter Password'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ message: 'The e-mail or password is incorrect.' })) },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText('Enter Password'), `${password}{Enter}`);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The e-mail or password is incorrect.');
    await expect(dialog.getByLabelText('Enter Password')).toHaveValue(password);
    await expect(body.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  },
};

export const SignOut: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Half-written announcement/)).toBeVisible();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await openDialog();
    const signOut = dialog.getByRole('button', { name: 'Sign out' });
    const signIn = dialog.getByRole('button', { name: 'Sign In' });
    await expect(signOut).toBeVisible();
    await expect(signIn.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Two-factor sign-in on: a right password asks for the app's code, which reopens the session. */
export const WithTwoFactorCode: Story = {
  args: {
    onSubmit: fn<Submit>(async () => 'code' as const),
    onSubmitCode: fn<NonNullable<SignInDialogProps['onSubmitCode']>>(async (code) =>
      code === '123456' ? undefined : { message: 'The code is not right.', field: 'code' },
    ),
  },
  play: async ({ args }) => {
    await userEvent.type((await openDialog()).getByLabelText('Enter Password'), `${password}{Enter}`);
    // The code step is a dialog of its own, under the same title.
    const code = () => body.getByRole('textbox', { name: '6-digit code' });
    await expect(await body.findByRole('textbox', { name: '6-digit code' })).toHaveFocus();
    await userEvent.click(body.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code()).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.'),
    );
    await userEvent.type(code(), '654321{Enter}');
    await waitFor(() => expect(code()).toHaveAccessibleDescription('The code is not right.'));
    await userEvent.clear(code());
    await userEvent.type(code(), '123456{Enter}');
    await waitFor(() => expect(args.onSubmitCode).toHaveBeenLastCalledWith('123456'));
    // Back to the password step for the next time the session ends.
    await expect(await body.findByLabelText('Enter Password')).toBeVisible();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
