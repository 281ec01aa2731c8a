import { INCIDENT_CATEGORY_DEFAULT_COLOR, LEAVE_TYPE_DEFAULT_COLOR } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker.tsx';

const meta = {
  title: 'UI/ColorPicker',
  component: ColorPicker,
  args: { label: 'Colour', defaultValue: LEAVE_TYPE_DEFAULT_COLOR, onChange: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The leave type colour, green by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByText('#008000')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Colour #008000' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Colour' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: 'Hex' })).toHaveValue('#008000');
    await expect(within(dialog).getByRole('slider', { name: 'Hue' })).toHaveValue('120');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const IncidentCategory: Story = {
  args: { defaultValue: INCIDENT_CATEGORY_DEFAULT_COLOR, description: 'Shown on the incident list.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('#F50000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Colour #F50000' })).toBeEnabled();
  },
};

export const TypeHex: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Colour' });
    const hexField = within(dialog).getByRole('textbox', { name: 'Hex' });
    await userEvent.clear(hexField);
    await userEvent.type(hexField, '#1f55d1{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('#1F55D1');
    await expect(hexField).toHaveValue('#1F55D1');
    await expect(canvas.getByText('#1F55D1')).toBeVisible();
  },
};

export const HueKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Colour #008000' }));
    const dialog = await body.findByRole('dialog', { name: 'Colour' });
    const hue = within(dialog).getByRole('slider', { name: 'Hue' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(hue).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(hue).toHaveValue('121');
    await expect(args.onChange).toHaveBeenLastCalledWith('#008002');
    await expect(canvas.getByText('#008002')).toBeVisible();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(within(dialog).getByRole('textbox', { name: 'Hex' })).toHaveValue(
      canvas.getByText(/^#[0-9A-F]{6}$/).textContent,
    );
  },
};

export const AreaKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Colour #008000' }));
    await body.findByRole('dialog', { name: 'Colour' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(/^#[0-9A-F]{6}$/)).not.toHaveTextContent('#008000');
  },
};

/** Controlled by a form: the hue survives taking the colour to black and back. */
export const Controlled: Story = {
  render: function ControlledColorPicker(args) {
    const [value, setValue] = useState('#008000');
    return (
      <ColorPicker
        {...args}
        value={value}
        onChange={(hex) => {
          setValue(hex);
          args.onChange?.(hex);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Colour #008000' }));
    const dialog = await body.findByRole('dialog', { name: 'Colour' });
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#000000');
    await expect(canvas.getByText('#000000')).toBeVisible();
    await expect(within(dialog).getByRole('slider', { name: 'Hue' })).toHaveValue('120');
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    await expect(canvas.getByText('#008000')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Colour #008000' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('#008000')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
