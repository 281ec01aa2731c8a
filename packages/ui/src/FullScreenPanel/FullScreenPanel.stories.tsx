import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger, Form, Input, TextField } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddButton, Button } from '../Button/index.ts';
import { fieldStyles, Label } from '../Field/index.ts';
import { Radio, RadioGroup } from '../RadioGroup/index.ts';
import { FullScreenPanel, type FullScreenPanelProps } from './FullScreenPanel.tsx';

type StoryArgs = FullScreenPanelProps & { onSave: (values: Record<string, FormDataEntryValue>) => void };

function EmployeeForm({ onSave }: Pick<StoryArgs, 'onSave'>) {
  return (
    <Form
      id="employee-form"
      style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      {['First name', 'Last name', 'Email'].map((label) => (
        <TextField key={label} name={label} className={fieldStyles.field}>
          <Label>{label}</Label>
          <Input className={fieldStyles.input} />
        </TextField>
      ))}
    </Form>
  );
}

function FormSectionsNav() {
  return (
    <nav
      aria-label="Form sections"
      style={{ display: 'flex', justifyContent: 'space-around', padding: '0.5rem' }}
    >
      {['Quick entry', 'Personal', 'Job', 'Salary'].map((section) => (
        <Button key={section} variant="quiet" size="small">
          {section}
        </Button>
      ))}
    </nav>
  );
}

const submitButton = (
  <Button variant="submit" type="submit" form="employee-form">
    Submit
  </Button>
);

const meta = {
  title: 'UI/FullScreenPanel',
  component: FullScreenPanel,
  args: {
    title: 'Employee',
    subtitle: 'Fill out the form below to place an employee',
    actions: submitButton,
    onOpenChange: fn(),
    onSave: fn(),
  },
  render: ({ onSave, onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <AddButton aria-label="Add employee" />
      <FullScreenPanel {...args}>
        <EmployeeForm onSave={onSave} />
      </FullScreenPanel>
    </DialogTrigger>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add employee' });
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Employee' });
    await expect(panel).toHaveAccessibleDescription('Fill out the form below to place an employee');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.type(within(panel).getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    await expect(args.onSave).toHaveBeenCalledWith({ 'First name': 'Ada', 'Last name': '', Email: '' });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithFooter: Story = {
  args: {
    footer: <FormSectionsNav />,
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add employee' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await body.findByRole('dialog', { name: 'Employee' });
    const nav = within(panel).getByRole('navigation', { name: 'Form sections' });
    await waitFor(() => expect(nav).toBeVisible());

    const close = within(panel).getByRole('button', { name: 'Close' });
    const lastSection = within(panel).getByRole('button', { name: 'Salary' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(lastSection).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledPanel({ onSave, onOpenChange, ...args }: StoryArgs) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit employee</Button>
      <FullScreenPanel
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          onOpenChange?.(open);
          setOpen(open);
        }}
      >
        <EmployeeForm onSave={onSave} />
      </FullScreenPanel>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPanel {...args} />,
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit employee' });
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'Employee' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  render: ({ onSave, onOpenChange, ...args }) => (
    <FullScreenPanel {...args}>
      <EmployeeForm onSave={onSave} />
    </FullScreenPanel>
  ),
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Employee' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(within(panel).getByRole('heading', { name: 'Employee' })).toBeVisible();
  },
};

/**
 * A form longer than a 1280 × 720 screen: the body scrolls, and its last field's radio (the visually
 * hidden input Tab lands on) comes into view above the footer when focused, never under it.
 */
export const LongFormScrollsBody: Story = {
  args: { defaultOpen: true, footer: <FormSectionsNav /> },
  parameters: {
    viewport: {
      options: {
        laptop720: {
          name: 'Laptop 1280 × 720',
          styles: { width: '1280px', height: '720px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'laptop720', isRotated: false } },
  render: ({ onSave, onOpenChange, ...args }) => (
    <FullScreenPanel {...args}>
      <div style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}>
        {Array.from({ length: 10 }, (_, index) => `Field ${index + 1}`).map((label) => (
          <TextField key={label} name={label} className={fieldStyles.field}>
            <Label>{label}</Label>
            <Input className={fieldStyles.input} />
          </TextField>
        ))}
        <RadioGroup label="Payment Method" orientation="horizontal" defaultValue="bank">
          <Radio value="bank">Bank</Radio>
          <Radio value="cash">Cash</Radio>
        </RadioGroup>
      </div>
    </FullScreenPanel>
  ),
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Employee' });
    const footerTop = within(panel)
      .getByRole('navigation', { name: 'Form sections' })
      .getBoundingClientRect().top;
    const cash = within(panel).getByRole('radio', { name: 'Cash' });
    await expect(cash.getBoundingClientRect().bottom).toBeGreaterThan(footerTop);
    cash.focus();
    await waitFor(() => expect(cash.getBoundingClientRect().bottom).toBeLessThanOrEqual(footerTop));
  },
};
