import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentPreview, type DocumentPreviewProps } from './DocumentPreview.tsx';
import { pdfPreviewUrl, pdfVersion, samplePdf } from './documentStoryData.ts';

const meta = {
  title: 'Screens/Documents/DocumentPreview',
  component: DocumentPreview,
  tags: ['autodocs'],
  args: {
    version: pdfVersion,
    previewUrl: pdfPreviewUrl(samplePdf(6)),
    onDownload: fn(),
  },
} satisfies Meta<typeof DocumentPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether any pixel of the canvas is dark: the page's bar was drawn, not just a blank canvas made. */
const hasDarkPixel = (canvas: HTMLCanvasElement) => {
  const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
  for (let index = 0; index < data.length; index += 4) {
    if ((data[index] ?? 255) < 64 && (data[index + 2] ?? 255) < 128) return true;
  }
  return false;
};

/**
 * A six-page PDF: PDF.js draws the first five pages to canvases, each named and numbered "Page n of
 * 6"; the sixth is left to the download beside them.
 */
export const Pdf: Story = {
  play: async ({ args, canvasElement }) => {
    const preview = within(canvasElement).getByRole('figure', {
      name: /^Preview of leave-policy-signed\.pdf/,
    });
    await waitFor(() => expect(preview).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    const pages = within(preview).getAllByRole('img');
    await expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((page) => `Page ${page} of 6 of leave-policy-signed.pdf`),
    );
    await expect(hasDarkPixel(pages[0] as HTMLCanvasElement)).toBe(true);
    await expect(preview).toHaveTextContent('Page 5 of 6');
    await expect(preview).toHaveTextContent(
      'Only the first 5 of 6 pages are shown; the rest are in the download.',
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Download leave-policy-signed.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(pdfVersion);
  },
};

/** Bytes PDF.js cannot read as a PDF: the preview says so and keeps the download. */
export const UnreadablePdf: Story = {
  args: { previewUrl: pdfPreviewUrl('%PDF-1.4\nnot a PDF after all\n') },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'leave-policy-signed.pdf cannot be shown here: it could not be read as a PDF.',
    );
    await expect(page.queryByRole('img')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Download leave-policy-signed.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledWith(pdfVersion);
  },
};

/** The URLs read by XMLHttpRequest while a story runs: how PDF.js reads a `blob:` URL. */
const readUrls: string[] = [];
/** The two URLs `ReplacedAtOnce` made. */
let replacedUrls = { first: '', second: '' };

/**
 * A preview whose file changes before PDF.js has read the first one, as when a reviewer decides and
 * the item leaves the queue: the first URL is released at once, as the app releases it.
 */
function ReplacedAtOnce({ version, onDownload }: Omit<DocumentPreviewProps, 'previewUrl'>) {
  const [urls] = useState(() => ({
    first: pdfPreviewUrl(samplePdf(1)),
    second: pdfPreviewUrl(samplePdf(2)),
  }));
  replacedUrls = urls;
  const [url, setUrl] = useState(urls.first);
  useEffect(() => setUrl(urls.second), [urls]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <DocumentPreview version={version} previewUrl={url} onDownload={onDownload} />;
}

/**
 * The file replaced while PDF.js was still opening it: the opening stops, so the released URL is
 * never read (the browser would report that as a failed load), and the second file is drawn.
 */
export const ReplacedWhileOpening: Story = {
  render: (args) => <ReplacedAtOnce version={args.version} onDownload={args.onDownload} />,
  beforeEach: () => {
    readUrls.length = 0;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...call: Parameters<typeof open>) {
      readUrls.push(String(call[1]));
      return open.apply(this, call);
    } as typeof open;
    return () => {
      XMLHttpRequest.prototype.open = open;
    };
  },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('figure', {
      name: /^Preview of leave-policy-signed\.pdf/,
    });
    await waitFor(() => expect(preview).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    await expect(
      within(preview)
        .getAllByRole('img')
        .map((page) => page.getAttribute('aria-label')),
    ).toEqual(['Page 1 of 2 of leave-policy-signed.pdf', 'Page 2 of 2 of leave-policy-signed.pdf']);
    await expect(readUrls).toEqual([replacedUrls.second]);
  },
};
