import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LetterTemplateEditor, type LetterTemplateEditorProps } from './LetterTemplateEditor.tsx';

const meta = {
  title: 'Screens/Employees/LetterTemplateEditor',
  component: LetterTemplateEditor,
  tags: ['autodocs'],
  args: {
    templates: [
      {
        kind: 'Employment confirmation',
        body: 'This confirms that **{employee.fullName}** works at {employer.name} since {employee.startDate}.',
        custom: true,
      },
    ],
    onSave: fn<LetterTemplateEditorProps['onSave']>(async () => null),
  },
} satisfies Meta<typeof LetterTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template, the placeholders it may use, and a preview filled with sample facts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('{employee.salary}')).toBeVisible();
    await expect(canvas.getByText(/works at Your organisation since 2021-01-04/)).toBeVisible();
  },
};

/** A kind the employer has not saved shows the default template. */
export const DefaultTemplate: Story = { args: { templates: [] } };

export const UnknownPlaceholderRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Employment confirmation template/ });
    await userEvent.type(field, ' Aged {{employee.age}.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await expect(await canvas.findByText(/\{employee\.age\} is not a placeholder/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Save: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      'Employment confirmation',
      'This confirms that **{employee.fullName}** works at {employer.name} since {employee.startDate}.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Employment confirmation template saved.');
  },
};
