import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorSetup, type TwoFactorSetupProps } from './TwoFactorSetup.tsx';

const SECRET = {
  otpauthUri:
    'otpauth://totp/HR%20and%20Payroll:ada%40example.com?issuer=HR%20and%20Payroll&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const RECOVERY_CODES = [
  '3kq7z-m2p9x',
  '8hw4n-c6t1v',
  '0rj5b-y9d2s',
  '5fm8q-a3k7w',
  '2xv6e-h1n4p',
  '9tc3g-u7r5m',
  '4pn1d-w8j6k',
  '7sy2h-f5b3q',
  '1lb9k-e4x8c',
  '6gd5r-q2m7t',
];

const meta = {
  title: 'Screens/Profile/TwoFactorSetup',
  component: TwoFactorSetup,
  args: {
    status: 'ready',
    enabled: false,
    onRetry: fn(),
    onStart: fn<TwoFactorSetupProps['onStart']>(async () => SECRET),
    onConfirm: fn<TwoFactorSetupProps['onConfirm']>(async () => ({ recoveryCodes: RECOVERY_CODES })),
    onTurnOff: fn<TwoFactorSetupProps['onTurnOff']>(async () => undefined),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] } },
} satisfies Meta<typeof TwoFactorSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Two-factor sign-in is off/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeEnabled();
  },
};

/** The employer requires it of administrators and it is not on: the reader is told why they are here. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/requires two-factor sign-in for administrators/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your two-factor sign-in' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The server did not answer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your two-factor sign-in could not be loaded.',
    );
  },
};

async function startSetUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
  await waitFor(() =>
    expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible(),
  );
  return canvas;
}

/** After "Set up": the QR code, the key for typing in, and the field for the first code. */
export const Scanning: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await startSetUp(canvasElement);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByLabelText(/6-digit code/)).toBeVisible();
  },
};

/** The whole enrolment: scan, type the code, turn on, and the ten recovery codes shown once. */
export const Enrol: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await startSetUp(canvasElement);
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('492039'));
    const codes = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download codes' })).toBeVisible();
  },
};

export const RecoveryCodesShown: Story = {
  name: 'Recovery codes',
  play: async ({ canvasElement }) => {
    const canvas = await startSetUp(canvasElement);
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '492039');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('3kq7z-m2p9x')).toBeVisible();
  },
};

/** A code that is not six digits is caught here; the server's refusal of a wrong one goes on the field. */
export const WrongCode: Story = {
  args: {
    onConfirm: fn<TwoFactorSetupProps['onConfirm']>(async () => ({
      message: 'The code is not right. Enter the current 6-digit code your authenticator app shows.',
      field: 'code',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = await startSetUp(canvasElement);
    const field = canvas.getByLabelText(/6-digit code/);
    await userEvent.type(field, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(field).toHaveAccessibleDescription('Enter the 6-digit code your authenticator app shows.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(field, '3456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'The code is not right. Enter the current 6-digit code your authenticator app shows.',
      ),
    );
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  },
};

export const On: Story = {
  args: { enabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Two-factor sign-in is on.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
  },
};

/** Turning it off with a code instead of the password; a wrong password's refusal lands on its field. */
export const TurnOff: Story = {
  args: {
    enabled: true,
    onTurnOff: fn<TwoFactorSetupProps['onTurnOff']>(async (proof) =>
      'currentPassword' in proof
        ? { message: 'The current password is incorrect.', field: 'currentPassword' }
        : undefined,
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current Password/), 'not it');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/Current Password/)).toHaveAccessibleDescription(
        'The current password is incorrect.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Use a code from your app instead' }));
    await userEvent.type(canvas.getByLabelText(/6-digit code/), '492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(args.onTurnOff).toHaveBeenLastCalledWith({ code: '492039' }));
  },
};
