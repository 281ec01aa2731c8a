import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COUNTRIES } from './ComboBox.fixtures.ts';
import { ComboBox } from './ComboBox.tsx';

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: {
    label: 'Country',
    items: COUNTRIES,
    placeholder: 'Start typing a country',
    onChange: fn(),
    onInputChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('ken');
    const listBox = await body.findByRole('listbox', { name: /Country/ });
    await waitFor(() => expect(within(listBox).getAllByRole('option')).toHaveLength(1));
    // The popover is in the DOM before it is placed and shown: wait for it as a user would.
    await waitFor(() => expect(within(listBox).getByRole('option', { name: 'Kenya' })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', within(listBox).getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('KE');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Kenya');
    await expect(input).toHaveFocus();
  },
};

export const CaseInsensitiveContains: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ZAM');
    const listBox = await body.findByRole('listbox', { name: /Country/ });
    await waitFor(() =>
      expect(
        within(listBox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Mozambique', 'Zambia']),
    );
    await userEvent.click(within(listBox).getByRole('option', { name: 'Zambia' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('ZM');
    await expect(input).toHaveValue('Zambia');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listBox = await body.findByRole('listbox', { name: /Country/ });
    await expect(within(listBox).getAllByRole('option')).toHaveLength(COUNTRIES.length);
    await userEvent.click(within(listBox).getByRole('option', { name: 'Ghana' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('GH');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Ghana');
    // Choosing closes the suggestions.
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NoMatches: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Atlantis');
    const listBox = await body.findByRole('listbox', { name: /Country/ });
    await waitFor(() => expect(within(listBox).getByText('No matches')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    // Without allowsCustomValue free text is not kept: the field goes back to the chosen value.
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'NG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a country from the list.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a country from the list.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Choose a country from the list.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'KE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Show suggestions/ })).toBeDisabled();
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the employee holds citizenship.', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAccessibleDescription('Where the employee holds citizenship.');
    await expect(input).toBeRequired();
  },
};
