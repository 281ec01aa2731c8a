import { CONTACT_MESSAGE_RECEIVED, CONTACT_REPLY_PROMISE } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enterText } from '../forms/storyInput.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';

type Submit = ContactFormProps['onSubmit'];

const meta = {
  title: 'Screens/Marketing/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldsOf = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    fullName: canvas.getByRole('textbox', { name: 'Full Name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    message: canvas.getByRole('textbox', { name: 'Message' }),
    send: canvas.getByRole('button', { name: 'Send Message' }),
  };
};

/** Filled in as a visitor would: the name and the message typed, the address pasted with a space. */
async function fillIn(canvasElement: HTMLElement) {
  const fields = fieldsOf(canvasElement);
  await userEvent.type(fields.fullName, 'Ada Lovelace');
  await enterText(fields.email, ' ada@example.com');
  await userEvent.type(fields.message, 'Do you run payroll{Enter}for Ghana?');
  return fields;
}

/** Idle: the three fields, the button, and the one reply promise. Typing and sending. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, send } = await fillIn(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toHaveTextContent(CONTACT_REPLY_PROMISE);
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Do you run payroll\nfor Ghana?',
      }),
    );
  },
};

/** Sent empty, then with a wrong address: each field says what it needs; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const { fullName, email, message, send } = fieldsOf(canvasElement);
    await userEvent.click(send);
    await waitFor(() => expect(fullName).toHaveAccessibleDescription('Enter your full name.'));
    await expect(fullName).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(message).toHaveAccessibleDescription(/^Write your message\./);
    await enterText(fullName, 'Ada Lovelace');
    await enterText(email, 'ada@example');
    await enterText(message, '   ');
    await userEvent.click(send);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.'),
    );
    await expect(message).toHaveAccessibleDescription(/^Write your message\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button is pending and a second press sends nothing more. */
export const Sending: Story = {
  args: { onSubmit: fn<Submit>(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    const { canvas, send, fullName } = await fillIn(canvasElement);
    await userEvent.click(send);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Send Message/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Send Message/ }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(fullName).toHaveValue('Ada Lovelace');
  },
};

/** Sent: the server's confirmation, with the reply promise, takes the form's place and focus. */
export const Sent: Story = {
  args: { sentMessage: CONTACT_MESSAGE_RECEIVED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(CONTACT_MESSAGE_RECEIVED);
    await expect(canvas.getByRole('status')).toHaveTextContent(CONTACT_REPLY_PROMISE);
    await waitFor(() => expect(canvas.getByRole('status').parentElement).toHaveFocus());
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** Refused on a field (the server's 400): the sentence on that field, everything typed kept. */
export const Refused: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ message: 'email: must be a valid e-mail address.', field: 'email' })),
  },
  play: async ({ canvasElement }) => {
    const { email, message, send } = await fillIn(canvasElement);
    await userEvent.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription('email: must be a valid e-mail address.'));
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('ada@example.com');
    await expect(message).toHaveValue('Do you run payroll\nfor Ghana?');
  },
};

/** Rate-limited (the server's 429): its sentence above the form, everything typed kept to send later. */
export const RateLimited: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({ message: 'Too many contact messages. Try again in 15 minutes.' })),
  },
  play: async ({ canvasElement }) => {
    const { canvas, fullName, message, send } = await fillIn(canvasElement);
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many contact messages. Try again in 15 minutes.',
    );
    await expect(fullName).toHaveValue('Ada Lovelace');
    await expect(message).toHaveValue('Do you run payroll\nfor Ghana?');
  },
};
