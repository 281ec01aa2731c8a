import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger, Input, TextField } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { fieldStyles, Label } from '../Field/index.ts';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Publish announcement',
    children: 'Employees will see the announcement on their dashboard straight away.',
    primaryActionLabel: 'Publish',
    onPrimaryAction: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Publish announcement' });
    await waitFor(() => expect(dialog).toBeVisible());

    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(publish).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(publish).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onPrimaryAction).not.toHaveBeenCalled();
  },
};

const departmentFields = (
  <>
    <TextField name="code" isRequired className={fieldStyles.field}>
      <Label>Code</Label>
      <Input className={fieldStyles.input} />
    </TextField>
    <TextField name="name" isRequired className={fieldStyles.field}>
      <Label>Name</Label>
      <Input className={fieldStyles.input} />
    </TextField>
  </>
);

export const FormDialog: Story = {
  args: {
    title: 'Add Department',
    primaryActionLabel: 'Add Department',
    onSubmit: fn(),
    children: departmentFields,
  },
  render: ({ onSubmit, ...args }) => (
    <DialogTrigger>
      <Button>Add department</Button>
      <Dialog
        {...args}
        onSubmit={(event, close) => {
          onSubmit?.(event, close);
          close();
        }}
      />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add department' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Add Department' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ENG');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Engineering{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [event] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    const values = Object.fromEntries(new FormData(event.target));
    await expect(values).toEqual({ code: 'ENG', name: 'Engineering' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PendingPrimary: Story = {
  args: {
    isOpen: true,
    isPrimaryPending: true,
    title: 'Add Department',
    primaryActionLabel: 'Add Department',
    onSubmit: fn(),
    children: departmentFields,
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args) => <Dialog {...args} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Add Department' });
    const primary = within(dialog).getByRole('button', { name: /Add Department/ });
    await expect(within(primary).getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ENG{Enter}');
    await userEvent.click(primary);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const DangerConfirm: Story = {
  args: {
    title: 'Delete department?',
    children: 'Engineering will be removed. Employees in it keep their records.',
    primaryActionLabel: 'Delete',
    primaryVariant: 'danger',
    size: 'small',
  },
  render: ({ onPrimaryAction, ...args }) => (
    <DialogTrigger>
      <Button variant="danger">Delete department</Button>
      <Dialog
        {...args}
        onPrimaryAction={(close) => {
          onPrimaryAction?.(close);
          close();
        }}
      />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete department' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('dialog', { name: 'Delete department?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onPrimaryAction).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog', { name: 'Delete department?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
