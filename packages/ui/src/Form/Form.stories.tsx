import { valibotResolver } from '@hookform/resolvers/valibot';
import { CHILDREN_MAX, CHILDREN_MIN, MARITAL_STATUSES } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { NumberField } from '../NumberField/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { Radio, RadioGroup } from '../RadioGroup/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextField } from '../TextField/index.ts';
import { ControlledField } from './ControlledField.tsx';
import { FieldGroup } from './FieldGroup.tsx';
import { Form } from './Form.tsx';
import { FormSection } from './FormSection.tsx';

const SignUpSchema = v.object({
  firstName: v.pipe(v.string(), v.nonEmpty('Enter your first name')),
  email: v.pipe(v.string(), v.nonEmpty('Enter your email address'), v.email('Enter a valid email address')),
  password: v.pipe(v.string(), v.minLength(8, 'Use at least 8 characters')),
  agreeTsAndCs: v.pipe(
    v.boolean(),
    v.check((agreed) => agreed, 'You must agree to the Terms and Conditions'),
  ),
});
type SignUpValues = v.InferOutput<typeof SignUpSchema>;

/** A screen owns its form like this: useForm with a valibot resolver, fields through ControlledField. */
function SignUpForm({ onSubmitValues }: { onSubmitValues: (values: SignUpValues) => void }) {
  const { control, handleSubmit } = useForm<SignUpValues>({
    resolver: valibotResolver(SignUpSchema),
    defaultValues: { firstName: '', email: '', password: '', agreeTsAndCs: false },
  });

  return (
    <Form onSubmit={handleSubmit((values) => onSubmitValues(values))}>
      <FormSection title="Create your account" description="All fields are required.">
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="firstName"
            render={(field) => <TextField label="First name" autoComplete="given-name" {...field} />}
          />
          <ControlledField
            control={control}
            name="email"
            render={(field) => <TextField label="Email" type="email" autoComplete="email" {...field} />}
          />
        </FieldGroup>
        <ControlledField
          control={control}
          name="password"
          render={(field) => <PasswordField label="Password" autoComplete="new-password" {...field} />}
        />
        <ControlledField
          control={control}
          name="agreeTsAndCs"
          render={({ value, ...field }) => (
            <Checkbox {...field} isSelected={value}>
              I agree to the Terms and Conditions
            </Checkbox>
          )}
        />
      </FormSection>
      <div>
        <Button type="submit" variant="submit">
          Sign up
        </Button>
      </div>
    </Form>
  );
}

type FormStoryArgs = ComponentProps<typeof Form> & { onSubmitValues: (values: SignUpValues) => void };

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { onSubmitValues: fn() },
  render: (args) => <SignUpForm onSubmitValues={args.onSubmitValues} />,
} satisfies Meta<FormStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const validValues: SignUpValues = {
  firstName: 'Ada',
  email: 'ada@example.com',
  password: 'analytical-engine',
  agreeTsAndCs: true,
};

export const SignUp: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));

    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Enter your first name');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email address',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters');
    const terms = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('You must agree to the Terms and Conditions');
    await expect(args.onSubmitValues).not.toHaveBeenCalled();

    await userEvent.type(firstName, validValues.firstName);
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Enter your first name')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), validValues.email);
    await userEvent.type(canvas.getByLabelText('Password'), validValues.password);
    await userEvent.click(canvas.getByText('I agree to the Terms and Conditions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(args.onSubmitValues).toHaveBeenCalledWith(validValues));
  },
};

/** The state after an empty submit: every field shows why it was refused. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    for (const message of [
      'Enter your first name',
      'Enter your email address',
      'Use at least 8 characters',
      'You must agree to the Terms and Conditions',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmitValues).not.toHaveBeenCalled();
  },
};

export const SignUpWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(validValues.firstName);
    await userEvent.tab();
    await userEvent.keyboard('ada@');
    await userEvent.keyboard('{Enter}');

    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(args.onSubmitValues).not.toHaveBeenCalled();

    await userEvent.keyboard('example.com{Tab}');
    await userEvent.keyboard(validValues.password);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onSubmitValues).toHaveBeenCalledWith(validValues));
  },
};

/** Sections and field groups laid out as on the spouse and children form. */
export const SectionsAndFieldGroups: Story = {
  render: () => (
    <Form>
      <FormSection title="Spouse" description="In a rush? Just fill up this page and you are good to go.">
        <RadioGroup label="Marital status" orientation="horizontal" defaultValue="Married">
          {MARITAL_STATUSES.map((status) => (
            <Radio key={status} value={status}>
              {status}
            </Radio>
          ))}
        </RadioGroup>
        <Switch>Spouse working</Switch>
        <FieldGroup columns={3}>
          <TextField label="First name" />
          <TextField label="Middle name" />
          <TextField label="Last name" />
        </FieldGroup>
      </FormSection>
      <FormSection title="Children">
        <FieldGroup columns={1}>
          <NumberField
            label="Number of children"
            placeholder={`${CHILDREN_MIN}-${CHILDREN_MAX}`}
            minValue={CHILDREN_MIN}
            maxValue={CHILDREN_MAX}
          />
        </FieldGroup>
      </FormSection>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spouse = canvas.getByRole('region', { name: 'Spouse' });
    await expect(spouse).toHaveAccessibleDescription(
      'In a rush? Just fill up this page and you are good to go.',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Children' })).toBeVisible();
    await expect(within(spouse).getAllByRole('textbox')).toHaveLength(3);
    await expect(
      within(canvas.getByRole('region', { name: 'Children' })).getByRole('textbox', {
        name: 'Number of children',
      }),
    ).toBeVisible();
  },
};
