import { XSS_CORPUS } from '@hr/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { watchForScripts } from '../FormattedText/FormattedTextXssCorpus.tsx';
import { FormattedTextField, type FormattedTextFieldProps } from './FormattedTextField.tsx';

/** The field is controlled; the stories keep its value in state, as a form would. */
function ControlledFormattedTextField(props: FormattedTextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FormattedTextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/FormattedTextField',
  component: FormattedTextField,
  render: (args) => <ControlledFormattedTextField {...args} />,
  args: { label: 'Content', placeholder: 'Content (5000 characters max)', value: '', onChange: fn() },
} satisfies Meta<typeof FormattedTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

function contentField(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
}

async function select(textArea: HTMLTextAreaElement, words: string) {
  await userEvent.click(textArea);
  const start = textArea.value.indexOf(words);
  textArea.setSelectionRange(start, start + words.length);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = contentField(canvasElement);
    await expect(textArea).toHaveAttribute('placeholder', 'Content (5000 characters max)');
    await expect(canvas.getByText('0 / 5000 characters')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription('0 of 5000 characters used');
    const toolbar = canvas.getByRole('toolbar', { name: 'Content formatting' });
    for (const name of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list', 'Quote', 'Link']) {
      await expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
    }
    await userEvent.tab();
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/^Bold \((Ctrl\+|⌘)B\)$/);
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAccessibleDescription(
      tooltip.textContent ?? '',
    );
  },
};

export const TypingAndShortcuts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = contentField(canvasElement);
    await userEvent.type(textArea, 'Pay day is Friday');
    await expect(canvas.getByText('17 / 5000 characters')).toBeVisible();
    await select(textArea, 'Friday');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(textArea).toHaveValue('Pay day is **Friday**');
    await expect(args.onChange).toHaveBeenLastCalledWith('Pay day is **Friday**');
    await expect(canvas.getByText('17 / 5000 characters')).toBeVisible();
    await select(textArea, 'day');
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(textArea).toHaveValue('Pay _day_ is **Friday**');
    // The edits went in as typing does, so the browser's own undo takes the last one back.
    document.execCommand('undo');
    await expect(textArea).toHaveValue('Pay day is **Friday**');
  },
};

export const ToolbarButtons: Story = {
  args: { value: 'Office move\nBring your laptop\nBring your badge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = contentField(canvasElement);
    await select(textArea, 'Office');
    await userEvent.click(canvas.getByRole('button', { name: 'Heading' }));
    await expect(textArea).toHaveValue('# Office move\nBring your laptop\nBring your badge');
    await select(textArea, 'laptop\nBring');
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await expect(textArea).toHaveValue('# Office move\n- Bring your laptop\n- Bring your badge');
    await expect(textArea).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await expect(textArea).toHaveValue('# Office move\n1. Bring your laptop\n2. Bring your badge');
    await select(textArea, 'Office');
    await userEvent.click(canvas.getByRole('button', { name: 'Quote' }));
    await expect(textArea).toHaveValue('> # Office move\n1. Bring your laptop\n2. Bring your badge');
  },
};

export const InsertLink: Story = {
  args: { value: 'Read the handbook today.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const textArea = contentField(canvasElement);
    await select(textArea, 'the handbook');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = await page.findByRole('dialog', { name: 'Insert link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert link' }));
    // The refusal is shown once the field is marked invalid: wait for what the user sees, not the node
    // (a clean run found it in the DOM a moment before it was visible).
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'Enter an address starting with https://, http:// or mailto:, without spaces.',
        ),
      ).toBeVisible(),
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/handbook{Enter}');
    await waitFor(() =>
      expect(textArea).toHaveValue('Read [the handbook](https://example.com/handbook) today.'),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Read [the handbook](https://example.com/handbook) today.',
    );
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Insert link' })).toBeNull());
    await expect(canvas.getByText('24 / 5000 characters')).toBeVisible();

    await userEvent.click(textArea);
    textArea.setSelectionRange(0, 0);
    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await page.findByRole('dialog', { name: 'Insert link' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Link address' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Insert link' })).toBeNull());
  },
};

export const Preview: Story = {
  args: {
    value:
      '# Office move\n\nWe move on **Monday**. Read [the plan](https://example.com/plan).\n\n<script>alert(1)</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByRole('heading', { name: 'Office move' })).toBeVisible();
    await expect(within(preview).getByRole('link', { name: 'the plan' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(within(preview).getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(contentField(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Preview' })).toBeNull();
  },
};

export const NearTheLimit: Story = {
  args: { value: `**${'a'.repeat(4990)}**` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4990 / 5000 characters')).toBeVisible();
    await expect(contentField(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

export const OverTheLimit: Story = {
  args: { value: 'a'.repeat(5012) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = contentField(canvasElement);
    await expect(canvas.getByText('5012 / 5000 characters')).toBeVisible();
    await expect(canvas.getByText('Content is 5,012 characters long; the most is 5,000.')).toBeVisible();
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription(
      /Content is 5,012 characters long; the most is 5,000\./,
    );
  },
};

export const BadLink: Story = {
  args: { value: 'Click [here](javascript:alert(1)).' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Links may only be http, https or mailto: javascript:alert(1).'),
    ).toBeVisible();
    await expect(contentField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(within(canvas.getByRole('region', { name: 'Preview' })).queryByRole('link')).toBeNull();
  },
};

export const Image: Story = {
  args: { value: '![logo](https://example.com/logo.png)' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Images are not allowed; attach the file instead.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    value: 'Fine text',
    isInvalid: true,
    errorMessage: 'The server refused this content.',
    description: 'Shown to every employee.',
  },
  play: async ({ canvasElement }) => {
    const textArea = contentField(canvasElement);
    await expect(within(canvasElement).getByText('The server refused this content.')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription(
      'Shown to every employee. The server refused this content. 9 of 5000 characters used',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'Read **only** this.', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(contentField(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { value: 'Published: **do not edit**.', isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = contentField(canvasElement);
    await select(textArea, 'edit');
    await userEvent.keyboard('{Control>}b{/Control}x');
    await expect(textArea).toHaveValue('Published: **do not edit**.');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByText('do not edit')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Every entry of the domain's XSS corpus pasted into the editor: a refused one shows the domain's
 * problem as the field's error, an accepted one previews as its text, and no payload runs. (How refused
 * ones render is the FormattedText XSS story's.)
 */
export const XssCorpusThroughTheEditor: Story = {
  beforeEach: watchForScripts,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = contentField(canvasElement);
    const previewButton = canvas.getByRole('button', { name: 'Preview' });
    for (const entry of XSS_CORPUS) {
      textArea.focus();
      textArea.select();
      await userEvent.paste(entry.source);
      await expect(textArea).toHaveValue(entry.source);
      if (entry.verdict === 'refused') {
        const message = entry.problem.charAt(0).toUpperCase() + entry.problem.slice(1);
        await expect(canvas.getByText(message)).toBeVisible();
        await expect(textArea).toHaveAttribute('aria-invalid', 'true');
        continue;
      }
      await expect(textArea).not.toHaveAttribute('aria-invalid');
      await userEvent.click(previewButton);
      const preview = canvas.getByRole('region', { name: 'Preview' });
      await expect(preview.textContent).toBe(entry.shownText);
      await expect(
        preview.querySelectorAll('script, iframe, svg, img, style, object, embed, math'),
      ).toHaveLength(0);
      await userEvent.click(previewButton);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__xssRan).toBeUndefined();
  },
};
