import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';
import { TwoFactorSignInScreen, type TwoFactorSignInScreenProps } from './TwoFactorSignInScreen.tsx';

type Submit = TwoFactorSignInScreenProps['onSubmit'];

const meta = {
  title: 'Screens/Auth/TwoFactorSignInScreen',
  component: TwoFactorSignInScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicLayout currentPath="/login" productName="HR Payroll">
        <Story />
      </PublicLayout>
    ),
  ],
  args: { onSubmit: fn<Submit>(async () => undefined), onStartAgain: fn() },
} satisfies Meta<typeof TwoFactorSignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  },
};

/** The code step: typed and sent with Enter. */
export const EnterCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '492039{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ code: '492039' }));
  },
};

/** Not six digits: told here, nothing sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '49');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByLabelText(/6-digit code/)).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      message: 'The code is not right. Enter the current 6-digit code from your authenticator app.',
      field: 'code',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '000000{Enter}');
    await waitFor(() =>
      expect(canvas.getByLabelText(/6-digit code/)).toHaveAccessibleDescription(
        'The code is not right. Enter the current 6-digit code from your authenticator app.',
      ),
    );
  },
};

/** Five wrong codes: the server's 429 shows above the form. */
export const RateLimited: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ message: 'Too many wrong codes. Try again in 15 minutes.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Try again in 15 minutes.',
    );
  },
};

/** Without the phone: a recovery code instead. */
export const RecoveryCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(canvas.getByLabelText(/Recovery code/), '3kq7z-m2p9x');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ recoveryCode: '3kq7z-m2p9x' }));
    await expect(canvas.getByRole('button', { name: 'Use the code from your app instead' })).toBeVisible();
  },
};
