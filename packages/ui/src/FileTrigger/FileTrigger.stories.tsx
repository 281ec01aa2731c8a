import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileTrigger } from './FileTrigger.tsx';

const meta = {
  title: 'UI/FileTrigger',
  component: FileTrigger,
  args: { onSelect: fn() },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RAC keeps the native input hidden next to the button; tests upload through it as the chooser would. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('FileTrigger renders no file input');
  return input;
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose file' });
    await expect(button).toHaveAccessibleDescription('No file chosen');

    const file = new File(['%PDF-1.7'], 'payslip-may.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(canvas.getByText('payslip-may.pdf')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('payslip-may.pdf');
    await expect(args.onSelect).toHaveBeenCalledWith([file]);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose file' });
    const openChooser = fn();
    fileInput(canvasElement).addEventListener('click', openChooser);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(openChooser).toHaveBeenCalledTimes(1);
  },
};

export const Multiple: Story = {
  args: { allowsMultiple: true, children: 'Attach files' },
  play: async ({ args, canvasElement }) => {
    const files = [
      new File(['a'], 'contract.pdf', { type: 'application/pdf' }),
      new File(['b'], 'id-card.png', { type: 'image/png' }),
    ];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(within(canvasElement).getByText('2 files: contract.pdf, id-card.png')).toBeVisible();
    await expect(args.onSelect).toHaveBeenCalledWith(files);
  },
};

export const AcceptedTypes: Story = {
  args: { acceptedFileTypes: ['application/pdf'], children: 'Choose PDF' },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'application/pdf');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose file' });
    await expect(button).toBeDisabled();
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['a'], 'contract.pdf', { type: 'application/pdf' }),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('No file chosen')).toBeVisible();
  },
};
