import {
  EMAIL_ALREADY_EXISTS,
  EMAILS_DONT_MATCH,
  EMPLOYEE_SIGN_UP_INSTRUCTIONS,
  INVITATION_LINK_UNUSABLE,
  PASSWORDS_DONT_MATCH,
} from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterText } from '../forms/storyInput.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { SignUpScreen, type SignUpScreenProps } from './SignUpScreen.tsx';

const meta = {
  title: 'Screens/Auth/SignUpScreen',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PublicLayout currentPath="/register" productName="HR Payroll">
        <Story />
      </PublicLayout>
    ),
  ],
  args: { onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Submit = SignUpScreenProps['onSubmit'];

type Canvas = ReturnType<typeof within>;

const account = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical engine',
  country: 'Kenya',
};

async function chooseAdministrator(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('radio', { name: 'Administrator' }));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeVisible());
}

/** Fills every field with valid values; `confirmEmail` and `confirmPassword` may differ on purpose. */
async function fillForm(
  canvas: Canvas,
  { confirmEmail = account.email, confirmPassword = account.password } = {},
) {
  await enterText(canvas.getByRole('textbox', { name: 'First Name' }), account.firstName);
  await enterText(canvas.getByRole('textbox', { name: 'Last Name' }), account.lastName);
  await enterText(canvas.getByRole('textbox', { name: 'Email' }), account.email);
  await enterText(canvas.getByRole('textbox', { name: 'Confirm Email' }), confirmEmail);
  await enterText(canvas.getByLabelText('Password'), account.password);
  await enterText(canvas.getByLabelText('Confirm Password'), confirmPassword);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Keny');
  const listBox = await within(document.body).findByRole('listbox', { name: /Country/ });
  await userEvent.click(within(listBox).getByRole('option', { name: account.country }));
  await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(canvas.getByText('Create your account')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Administrator' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Employee' })).not.toBeChecked();
    await expect(canvas.getByText(EMPLOYEE_SIGN_UP_INSTRUCTIONS)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  },
};

export const Employee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Employee' }));
    await expect(canvas.getByRole('radio', { name: 'Employee' })).toBeChecked();
    await expect(canvas.getByText(EMPLOYEE_SIGN_UP_INSTRUCTIONS)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  },
};

/** The payload is the contract's: no confirmation fields, the country's name, role admin. */
export const Administrator: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await expect(canvas.queryByText(EMPLOYEE_SIGN_UP_INSTRUCTIONS)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Other Names (optional)' })).not.toBeRequired();
    await fillForm(canvas);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue(account.country);
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...account,
        otherNames: '',
        agreeTsAndCs: true,
        role: 'admin',
      }),
    );
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus());
    const expected: [HTMLElement, string][] = [
      [canvas.getByRole('textbox', { name: 'First Name' }), 'Enter your first name.'],
      [canvas.getByRole('textbox', { name: 'Last Name' }), 'Enter your last name.'],
      [canvas.getByRole('textbox', { name: 'Email' }), 'Enter your e-mail address.'],
      [canvas.getByRole('textbox', { name: 'Confirm Email' }), 'Enter your e-mail address again.'],
      [canvas.getByLabelText('Password'), 'At least 8 characters. Use at least 8 characters.'],
      [canvas.getByLabelText('Confirm Password'), 'Enter the password again.'],
      [canvas.getByRole('combobox', { name: 'Country' }), 'Choose your country from the list.'],
    ];
    for (const [field, message] of expected) await expect(field).toHaveAccessibleDescription(message);
    await expect(
      canvas.getByText('You must agree to the terms and conditions to create an account.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Other Names (optional)' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** §5: the e-mails differ, so the message shows on Confirm Email and nothing is sent. */
export const EmailsDontMatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas, { confirmEmail: 'ada@example.org' });
    await submit(canvas);
    const confirmEmail = canvas.getByRole('textbox', { name: 'Confirm Email' });
    await waitFor(() => expect(confirmEmail).toHaveAccessibleDescription(EMAILS_DONT_MATCH));
    await expect(confirmEmail).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Correcting the first field is enough: the confirmation is checked again.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await waitFor(() => expect(canvas.queryByText(EMAILS_DONT_MATCH)).not.toBeInTheDocument());
  },
};

export const PasswordsDontMatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas, { confirmPassword: 'analytical engines' });
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription(PASSWORDS_DONT_MATCH),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The contract's limits: names up to 50 characters, passwords from 8. */
export const TooLongAndTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.paste('A'.repeat(50));
    const password = canvas.getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'short');
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
        'Use at most 50 characters.',
      ),
    );
    await expect(password).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TermsNotAgreed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas);
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await submit(canvas);
    const terms = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await waitFor(() =>
      expect(terms).toHaveAccessibleDescription(
        'You must agree to the terms and conditions to create an account.',
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas);
    await submit(canvas);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Create account/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  },
};

/** §8 409: the sentence goes on the Email field, which takes focus; nothing typed is lost. */
export const DuplicateEmail: Story = {
  args: { onSubmit: fn<Submit>(async () => ({ message: EMAIL_ALREADY_EXISTS, field: 'email' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas);
    await submit(canvas);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(EMAIL_ALREADY_EXISTS);
    await expect(email).toHaveValue(account.email);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue(account.firstName);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue(account.country);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      message: 'The server could not be reached. Check your connection and try again.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await fillForm(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue(account.lastName);
  },
};

/** Looking at the employee instructions and coming back keeps what was typed. */
export const ChoiceKeepsTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAdministrator(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), account.firstName);
    await userEvent.click(canvas.getByRole('radio', { name: 'Employee' }));
    await expect(canvas.getByText(EMPLOYEE_SIGN_UP_INSTRUCTIONS)).toBeVisible();
    await chooseAdministrator(canvas);
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue(account.firstName);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EMPLOYEE_SIGN_UP_INSTRUCTIONS)).toBeVisible();
    await chooseAdministrator(canvas);
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    const lastName = canvas.getByRole('textbox', { name: 'Last Name' });
    // One column: Last Name sits under First Name.
    await expect(lastName.getBoundingClientRect().top).toBeGreaterThan(
      firstName.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** §2.4 from the invitation e-mail's link: the invited address, and the names on the employee's record. */
const invitation = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

export const Invitation: Story = {
  args: { invitation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your employee account' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('You were invited by your employer. Choose a password to finish.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Administrator' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'Employee' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(EMPLOYEE_SIGN_UP_INSTRUCTIONS)).not.toBeInTheDocument();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue(invitation.email);
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: 'Confirm Email' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Other Names (optional)' })).not.toBeInTheDocument();
    // The names start as the record has them and can be corrected.
    const firstName = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Lovelace');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta Ada');
    await expect(firstName).toHaveValue('Augusta Ada');
    await expect(canvas.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The payload is the contract's CreateUserRequest for the invited employee: role employee, the invited e-mail. */
export const InvitationSubmit: Story = {
  args: { invitation: { email: 'grace.hopper@example.com' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Hopper');
    await userEvent.type(canvas.getByLabelText('Password'), account.password);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'analytical engines');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Keny');
    const listBox = await within(document.body).findByRole('listbox', { name: /Country/ });
    await userEvent.click(within(listBox).getByRole('option', { name: account.country }));
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await submit(canvas);
    const confirmPassword = canvas.getByLabelText('Confirm Password');
    await waitFor(() => expect(confirmPassword).toHaveAccessibleDescription(PASSWORDS_DONT_MATCH));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(confirmPassword);
    await userEvent.type(confirmPassword, account.password);
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.hopper@example.com',
        password: account.password,
        country: account.country,
        agreeTsAndCs: true,
        role: 'employee',
      }),
    );
  },
};

/** The link's token is unknown, used or past its 7 days: the reason, and no form. */
export const InvitationExpired: Story = {
  args: { invitationError: INVITATION_LINK_UNUSABLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create your employee account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(INVITATION_LINK_UNUSABLE);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'Administrator' })).not.toBeInTheDocument();
  },
};
