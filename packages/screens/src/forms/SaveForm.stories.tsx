import { valibotResolver } from '@hookform/resolvers/valibot';
import { ControlledField, TextField } from '@hr/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import type { FormSubmitResult } from './formFeedback.ts';
import { SaveForm } from './SaveForm.tsx';

/**
 * SaveForm on its own, with one field: what every settings page built on it (Employer information,
 * Leave settings) does on a save that works, a refusal naming the field, and one naming nothing.
 */

const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a name.')) });
type Values = v.InferOutput<typeof schema>;
type Save = (values: Values) => Promise<FormSubmitResult>;

function NameForm({ onSave }: { onSave: Save }) {
  const form = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { name: 'Acme' } });
  return (
    <SaveForm form={form} onSave={onSave} fields={['name']} savedMessage="Settings saved.">
      <ControlledField
        control={form.control}
        name="name"
        render={(field) => <TextField {...field} label="Name" isRequired />}
      />
    </SaveForm>
  );
}

const meta = {
  title: 'Screens/Forms/SaveForm',
  component: NameForm,
  args: { onSave: fn<Save>(async () => undefined) },
} satisfies Meta<typeof NameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /^Name/ });
const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));

/** A save that works says so above the form, and the field keeps what was saved. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.clear(nameBox(canvasElement));
    await userEvent.type(nameBox(canvasElement), 'Acme Ghana');
    await save(canvasElement);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'Acme Ghana' }));
    await expect(await within(canvasElement).findByText('Settings saved.')).toBeVisible();
    await expect(nameBox(canvasElement)).toHaveValue('Acme Ghana');
  },
};

/** Invalid input is shown on the field and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.clear(nameBox(canvasElement));
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('Enter a name.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal naming the field shows on it; the typed value stays. */
export const RefusedOnField: Story = {
  args: { onSave: fn<Save>(async () => ({ message: 'Another employer uses this name.', field: 'name' })) },
  play: async ({ canvasElement }) => {
    await userEvent.type(nameBox(canvasElement), ' Ltd');
    await save(canvasElement);
    await expect(await within(canvasElement).findByText('Another employer uses this name.')).toBeVisible();
    await expect(nameBox(canvasElement)).toHaveValue('Acme Ltd');
    await expect(within(canvasElement).queryByText('Settings saved.')).toBeNull();
  },
};

/** A refusal that names no field shows above the form, urgently. */
export const RefusedAboveForm: Story = {
  args: {
    onSave: fn<Save>(async () => ({ message: 'The server could not be reached. Nothing was saved.' })),
  },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Nothing was saved.',
    );
    await expect(nameBox(canvasElement)).toHaveValue('Acme');
  },
};
