import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PublicLayout } from './PublicLayout.tsx';
import { SignInScreen, type SignInScreenProps } from './SignInScreen.tsx';

const meta = {
  title: 'Screens/Auth/SignInScreen',
  component: SignInScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicLayout currentPath="/login" productName="HR Payroll">
        <Story />
      </PublicLayout>
    ),
  ],
  args: { onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Submit = SignInScreenProps['onSubmit'];

const credentials = { username: 'ada@example.com', password: 'correct horse battery staple' };

async function typeCredentials(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), credentials.username);
  await userEvent.type(canvas.getByLabelText('Enter Password'), credentials.password);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Admin login' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Employee login' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    await expect(canvas.getByLabelText('Enter Password')).toHaveAttribute('autocomplete', 'current-password');
    const rememberMe = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(rememberMe).not.toBeChecked();
    await expect(rememberMe).toHaveAccessibleDescription('Keeps you signed in on this device.');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Create new account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The toggle, the credentials and Remember me are all sent. */
export const SignInAsEmployee: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Employee login' }));
    await expect(canvas.getByRole('radio', { name: 'Employee login' })).toBeChecked();
    await typeCredentials(canvasElement);
    await userEvent.click(canvas.getByText('Remember me'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...credentials, rememberMe: true, loginAs: 'employee' }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(canvas.getByLabelText('Enter Password')).toHaveAccessibleDescription('Enter your password.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(username, credentials.username);
    await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Enter your e-mail address.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByLabelText('Enter Password')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A field shows its error once it is left, not while it is first filled; then it updates as it changes. */
export const ErrorOnceLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(username);
    await expect(username).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(username).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(canvas.queryByText('Enter your password.')).not.toBeInTheDocument();
    await userEvent.type(username, 'a');
    await waitFor(() => expect(username).not.toHaveAttribute('aria-invalid'));
  },
};

/** While the server answers, the button is busy, the form stays filled and Enter sends nothing more. */
export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Sign In/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(credentials.username);
    await expect(canvas.getByLabelText('Enter Password')).toHaveValue(credentials.password);
    await userEvent.type(canvas.getByLabelText('Enter Password'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** 401: the sentence shows above the form and nothing typed is lost. */
export const ServerError: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ message: 'The e-mail or password is incorrect.' })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The e-mail or password is incorrect.');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(credentials.username);
    await expect(canvas.getByLabelText('Enter Password')).toHaveValue(credentials.password);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** 403 for the other toggle: the toggle is not a text field, so the sentence shows in the banner. */
export const WrongLoginChosen: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      message: 'This is an employee account. Choose Employee login and sign in again.',
      field: 'loginAs',
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This is an employee account. Choose Employee login and sign in again.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Employee login' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({
        ...credentials,
        rememberMe: false,
        loginAs: 'employee',
      }),
    );
  },
};

/** A 400 naming a field puts the sentence on that field and focuses it. */
export const FieldError: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      message: 'password: must be at most 128 characters.',
      field: 'password',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const password = canvas.getByLabelText('Enter Password');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription('password: must be at most 128 characters.');
    await expect(password).toHaveValue(credentials.password);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Arriving from a password reset: why the user is here, and their address already filled. */
export const WithNotice: Story = {
  args: {
    notice: 'Your password has been changed. You can sign in now.',
    defaultUsername: credentials.username,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your password has been changed. You can sign in now.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue(credentials.username);
  },
};

/** Everything is reachable with Tab in reading order, the toggle is one stop, and Enter in a field signs in. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const focusNext = async (element: HTMLElement) => {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    };
    await focusNext(canvas.getByRole('link', { name: 'HR Payroll' }));
    await focusNext(canvas.getByRole('link', { name: 'Sign Up' }));
    await focusNext(canvas.getByRole('radio', { name: 'Admin login' }));
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: 'Employee login' })).toBeChecked();

    await focusNext(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.keyboard(credentials.username);
    const password = canvas.getByLabelText('Enter Password');
    await focusNext(password);
    await userEvent.keyboard(credentials.password);
    await focusNext(canvas.getByRole('button', { name: 'Show password' }));
    await focusNext(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await focusNext(canvas.getByRole('link', { name: 'Forgot password?' }));
    await focusNext(canvas.getByRole('button', { name: 'Sign In' }));
    await focusNext(canvas.getByRole('link', { name: 'Create new account' }));

    for (let step = 0; step < 5; step += 1) await userEvent.tab({ shift: true });
    await expect(password).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...credentials, rememberMe: true, loginAs: 'employee' }),
    );
  },
};

/** At 320 px the card fills the width and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.clientWidth).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(canvas.getByRole('radio', { name: 'Employee login' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};
