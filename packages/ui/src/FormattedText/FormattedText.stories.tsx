import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormattedText } from './FormattedText.tsx';
import { FormattedTextXssCorpus, watchForScripts } from './FormattedTextXssCorpus.tsx';

const meta = {
  title: 'UI/FormattedText',
  component: FormattedText,
  args: { source: 'Hello, **team**.' },
} satisfies Meta<typeof FormattedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraphs: Story = {
  args: { source: 'First paragraph.\n\nSecond paragraph,\nits soft break kept in the line.' },
  play: async ({ canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('p');
    await expect(paragraphs).toHaveLength(2);
    await expect(paragraphs[0]).toHaveTextContent('First paragraph.');
  },
};

export const BoldAndItalic: Story = {
  args: { source: 'Pay day is **Friday**, not _Thursday_ or *Monday*.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('Friday');
    await expect([...canvasElement.querySelectorAll('em')].map((em) => em.textContent)).toEqual([
      'Thursday',
      'Monday',
    ]);
  },
};

export const Headings: Story = {
  args: { source: '# Office move\n\nWe move on Monday.\n\n## What to bring\n\nYour laptop.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Office move', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What to bring', level: 4 })).toBeVisible();
  },
};

export const Lists: Story = {
  args: { source: 'Bring:\n\n- laptop\n- badge\n\nSteps:\n\n1. sign in\n2. check your payslip' },
  play: async ({ canvasElement }) => {
    const lists = within(canvasElement).getAllByRole('list');
    await expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    await expect(within(lists[1] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Quote: Story = {
  args: { source: '> The best time to plant a tree was twenty years ago.\n\nSo plant it today.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('The best time to plant');
  },
};

export const LineBreaks: Story = {
  args: { source: '12 Harbour Street  \nPort Louis\\\nMauritius' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p br')).toHaveLength(2);
  },
};

export const Links: Story = {
  args: {
    source:
      'Read [the handbook](https://example.com/handbook), write to <hr@example.com> or see <https://example.com>.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handbook = canvas.getByRole('link', { name: 'the handbook' });
    await expect(handbook).toHaveAttribute('href', 'https://example.com/handbook');
    await expect(handbook).toHaveAttribute('target', '_blank');
    await expect(handbook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'hr@example.com' })).toHaveAttribute(
      'href',
      'mailto:hr@example.com',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const DisallowedLinksAsText: Story = {
  args: {
    source: 'A [script](javascript:alert(1)), a [page](/admin) and [data](data:text/html,x): words only.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement).toHaveTextContent('A script, a page and data: words only.');
  },
};

export const RawHtmlAsText: Story = {
  args: { source: 'Hello <b>team</b>\n\n<div onclick="alert(1)">click</div>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b, div[onclick]')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Hello <b>team</b><div onclick="alert(1)">click</div>');
  },
};

export const ImagesAsTheirDescription: Story = {
  args: { source: 'Our logo: ![the company logo](https://example.com/logo.png)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Our logo: the company logo');
  },
};

const longParagraph =
  'Every employee is entitled to twenty days of annual leave, accrued monthly from the first day of employment, and may carry over up to five unused days into the next leave year. ';

export const LongText: Story = {
  args: {
    source: `# Leave policy\n\n${longParagraph.repeat(6)}\n\n${'averyveryverylongwordwithoutanyspaces'.repeat(8)}\n\n- ${longParagraph}\n- ${longParagraph}`,
  },
  play: async ({ canvasElement }) => {
    const content = canvasElement.firstElementChild as HTMLElement;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
  },
};

/**
 * Every entry of the domain's XSS corpus rendered: no payload runs, nothing executable reaches the DOM,
 * and what is accepted is shown as its text.
 */
export const XssCorpus: Story = {
  beforeEach: watchForScripts,
  render: () => <FormattedTextXssCorpus />,
  play: async ({ canvasElement }) => {
    const corpus = within(canvasElement).getByRole('list', { name: 'XSS corpus' });
    // Give an event handler that got into the DOM (an image's onerror) the time to fire.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__xssRan).toBeUndefined();
    await expect(
      corpus.querySelectorAll('script, iframe, svg, img, style, object, embed, math, body'),
    ).toHaveLength(0);
    for (const element of corpus.querySelectorAll('*')) {
      await expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    for (const link of corpus.querySelectorAll('a')) {
      await expect(link.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:)/i);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const shown of corpus.querySelectorAll<HTMLElement>('[data-shown-text]')) {
      await expect(shown).toBeVisible();
      await expect(shown.textContent).toBe(shown.dataset.shownText);
    }
  },
};
