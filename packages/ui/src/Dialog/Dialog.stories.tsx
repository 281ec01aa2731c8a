import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger, Input, TextField } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { fieldStyles, Label } from '../Field/index.ts';
import { FormattedTextField } from '../FormattedTextField/index.ts';
import { Radio, RadioGroup } from '../RadioGroup/index.ts';
import { TextField as Field } from '../TextField/index.ts';
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

/** Laptop and phone heights at which a long form dialog must scroll its body, not hide its last field. */
const SHORT_VIEWPORTS = {
  laptop768: { name: 'Laptop 1366 × 768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  laptop720: { name: 'Laptop 1280 × 720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
  phone844: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
};

/** Fields as tall as Document & Form Sharing's, its Scope last. */
const longFormFields = (
  <>
    <Field label="Title" isRequired />
    <Field label="Summary" multiline rows={6} />
    <FormattedTextField label="Content" value="" onChange={() => undefined} />
    <Field label="Notes" multiline rows={6} />
    <RadioGroup label="Scope" orientation="horizontal" defaultValue="all">
      <Radio value="all">All Employees</Radio>
      <Radio value="employer">Employer</Radio>
      <Radio value="one">Selected Employee</Radio>
    </RadioGroup>
  </>
);

/**
 * At a short viewport the body scrolls and the footer stays below it. The last field's radio (the
 * input a click, Tab or a screen reader lands on, visually hidden inside its label) is brought into
 * view above the footer when it takes focus, so it is never under the footer.
 */
function scrollsClearOfFooter(viewport: keyof typeof SHORT_VIEWPORTS): Story {
  return {
    args: {
      isOpen: true,
      title: 'Share document',
      size: 'large',
      primaryActionLabel: 'Save',
      onSubmit: fn(),
      children: longFormFields,
    },
    parameters: { viewport: { options: SHORT_VIEWPORTS } },
    globals: { viewport: { value: viewport, isRotated: false } },
    render: (args) => <Dialog {...args} />,
    play: async () => {
      const dialog = await body.findByRole('dialog', { name: 'Share document' });
      const save = within(dialog).getByRole('button', { name: 'Save' });
      const footerTop = save.getBoundingClientRect().top;
      const selected = within(dialog).getByRole('radio', { name: 'Selected Employee' });
      await expect(selected.getBoundingClientRect().bottom).toBeGreaterThan(footerTop);
      selected.focus();
      await waitFor(() => expect(selected.getBoundingClientRect().bottom).toBeLessThanOrEqual(footerTop));
      await expect(selected.getBoundingClientRect().top).toBeGreaterThan(
        within(dialog).getByRole('heading', { name: 'Share document' }).getBoundingClientRect().bottom,
      );
      await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      await userEvent.keyboard('{ArrowLeft}');
      await expect(within(dialog).getByRole('radio', { name: 'Employer' })).toBeChecked();
    },
  };
}

export const ShortLaptopScrollsBody = scrollsClearOfFooter('laptop720');
export const LaptopScrollsBody = scrollsClearOfFooter('laptop768');
export const PhoneScrollsBody = scrollsClearOfFooter('phone844');
