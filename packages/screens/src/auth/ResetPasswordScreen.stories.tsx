import { PASSWORDS_DONT_MATCH } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicLayout currentPath="/reset-password" productName="HR Payroll">
        <Story />
      </PublicLayout>
    ),
  ],
  args: { onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Submit = ResetPasswordScreenProps['onSubmit'];

type Canvas = ReturnType<typeof within>;
const newPassword = 'a new long passphrase';

async function typePasswords(canvas: Canvas, confirmation = newPassword) {
  await userEvent.type(canvas.getByLabelText('New Password'), newPassword);
  await userEvent.type(canvas.getByLabelText('Confirm New Password'), confirmation);
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    await typePasswords(canvas);
    await submit(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: newPassword }));
  },
};

export const PasswordsDontMatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas, 'a new long passphrases');
    await submit(canvas);
    const confirmation = canvas.getByLabelText('Confirm New Password');
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription(PASSWORDS_DONT_MATCH));
    await expect(confirmation).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixing the new password instead also clears the message.
    await userEvent.type(canvas.getByLabelText('New Password'), 's');
    await waitFor(() => expect(canvas.queryByText(PASSWORDS_DONT_MATCH)).not.toBeInTheDocument());
  },
};

export const TooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'short');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(
        'At least 8 characters. Use at least 8 characters.',
      ),
    );
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
        'Enter the new password again.',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Set new password/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByLabelText('New Password')).toHaveValue(newPassword);
  },
};

/** An expired or used link: the sentence shows with the way to get a new one. */
export const ExpiredLink: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      message: 'This reset link is invalid or has expired. Ask for a new one.',
      field: 'token',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas);
    await submit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This reset link is invalid or has expired. Ask for a new one.');
    await expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByLabelText('New Password')).toHaveValue(newPassword);
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ message: 'The server could not be reached. Try again.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas);
    await submit(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The server could not be reached. Try again.');
    await expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The address lost its token: no form, only the way to ask for a new link. */
export const TokenMissing: Story = {
  args: { tokenMissing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This reset link is incomplete. Ask for a new one.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.queryByLabelText('New Password')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Set new password' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
