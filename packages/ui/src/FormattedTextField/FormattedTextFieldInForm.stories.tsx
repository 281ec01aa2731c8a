import { formattedTextProblem } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ControlledField, Form } from '../Form/index.ts';
import { FormattedTextField } from './FormattedTextField.tsx';

interface AnnouncementValues {
  content: string;
}

/** The field in a react-hook-form form through ControlledField, refusing what the domain refuses. */
function AnnouncementContentForm({
  onSubmitValues,
}: {
  onSubmitValues: (values: AnnouncementValues) => void;
}) {
  const { control, handleSubmit } = useForm<AnnouncementValues>({ defaultValues: { content: '' } });
  return (
    <Form onSubmit={handleSubmit(onSubmitValues)}>
      <ControlledField
        control={control}
        name="content"
        rules={{ validate: (content) => formattedTextProblem(content) === null || 'Fix the content first.' }}
        render={(field) => (
          <FormattedTextField {...field} label="Content" placeholder="Content (5000 characters max)" />
        )}
      />
      <Button type="submit">Save</Button>
    </Form>
  );
}

const meta = {
  title: 'UI/FormattedTextField/In a form',
  component: AnnouncementContentForm,
  args: { onSubmitValues: fn() },
} satisfies Meta<typeof AnnouncementContentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsTheSource: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    await userEvent.type(textArea, 'Office closed on Friday');
    await userEvent.click(textArea);
    textArea.setSelectionRange(17, 23);
    await userEvent.keyboard('{Control>}b{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmitValues).toHaveBeenCalledWith(
        { content: 'Office closed on **Friday**' },
        expect.anything(),
      ),
    );
  },
};

export const FocusesTheRefusedContent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.click(textArea);
    await userEvent.paste('See [this](data:text/html,hi)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(textArea).toHaveFocus());
    await expect(
      canvas.getByText('Links may only be http, https or mailto: data:text/html,hi.'),
    ).toBeVisible();
    await expect(args.onSubmitValues).not.toHaveBeenCalled();
  },
};
