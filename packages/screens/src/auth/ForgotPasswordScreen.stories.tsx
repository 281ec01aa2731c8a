import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicLayout currentPath="/forgot-password" productName="HR Payroll">
        <Story />
      </PublicLayout>
    ),
  ],
  args: { onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Submit = ForgotPasswordScreenProps['onSubmit'];

const sentMessage =
  'If an account uses that e-mail, a link to reset its password is on its way. It works once, for 60 minutes.';

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' ada@example.com{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }));
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your e-mail address.'));
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One field: Enter while the request is out would send it again, so it is refused. */
export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@example.com{Enter}');
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Send reset link/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(email, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(email).toHaveValue('ada@example.com');
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ message: 'Too many requests. Wait a minute and try again.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Wait a minute and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

export const FieldError: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      message: 'email: must be a valid e-mail address.',
      field: 'email',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ada@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('email: must be a valid e-mail address.'));
    await expect(email).toHaveFocus();
  },
};

/** After the request: the answer replaces the form and takes focus. */
export const Sent: Story = {
  args: { sentMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(sentMessage);
    await waitFor(() => expect(canvas.getByRole('status').parentElement).toHaveFocus());
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
