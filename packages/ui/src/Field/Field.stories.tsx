import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { FieldParts, fieldStyles } from './Field.tsx';

/** The parts every field composite is made of, shown on a bare react-aria text field. */
function FieldPartsExample(props: {
  label: string;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
}) {
  const { isInvalid, ...parts } = props;
  return (
    <AriaTextField className={fieldStyles.field} isInvalid={isInvalid} validationBehavior="aria">
      <FieldParts {...parts}>
        <Input className={fieldStyles.input} />
      </FieldParts>
    </AriaTextField>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldPartsExample,
  args: { label: 'National ID', description: 'As printed on the identity card.' },
} satisfies Meta<typeof FieldPartsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'National ID' });
    await expect(input).toHaveAccessibleDescription('As printed on the identity card.');
    await userEvent.type(input, 'A123');
    await expect(input).toHaveValue('A123');
  },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Enter the national ID.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'National ID' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter the national ID.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Enter the national ID\./);
  },
};
