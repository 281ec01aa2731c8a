/**
 * The toolbar's edits as pure functions of the text and its selection: each says which range to replace
 * with what, and what to select afterwards, so the field can apply it as one undoable edit.
 */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export interface TextEdit {
  /** The range of the old text that is replaced. */
  from: number;
  to: number;
  insert: string;
  /** The selection in the new text. */
  selectionStart: number;
  selectionEnd: number;
}

export type InlineFormat = 'bold' | 'italic';
export type LineFormat = 'heading' | 'bulletedList' | 'numberedList' | 'quote';

const INLINE_MARKERS: Record<InlineFormat, { marker: string; placeholder: string }> = {
  bold: { marker: '**', placeholder: 'bold text' },
  italic: { marker: '_', placeholder: 'italic text' },
};

/**
 * Wraps the selection in `**` or `_` (spaces at its edges stay outside, where Markdown needs them), or
 * unwraps it when it is already wrapped. With nothing selected it inserts a placeholder, selected, to
 * type over.
 */
export function toggleInline({ text, start, end }: TextSelection, format: InlineFormat): TextEdit {
  const { marker, placeholder } = INLINE_MARKERS[format];
  const selected = text.slice(start, end);
  const from = start + (selected.length - selected.trimStart().length);
  const to = end - (selected.length - selected.trimEnd().length);
  const words = text.slice(from, to);
  if (words === '') {
    const insert = `${marker}${placeholder}${marker}`;
    return edit(start, end, insert, start + marker.length, start + marker.length + placeholder.length);
  }
  const before = text.slice(from - marker.length, from);
  const after = text.slice(to, to + marker.length);
  if (before === marker && after === marker) {
    const unwrappedStart = from - marker.length;
    return edit(unwrappedStart, to + marker.length, words, unwrappedStart, unwrappedStart + words.length);
  }
  if (words.length > 2 * marker.length && words.startsWith(marker) && words.endsWith(marker)) {
    const inner = words.slice(marker.length, -marker.length);
    return edit(from, to, inner, from, from + inner.length);
  }
  return edit(from, to, `${marker}${words}${marker}`, from + marker.length, to + marker.length);
}

const LINE_PREFIXES: Record<LineFormat, { pattern: RegExp; prefix: (index: number) => string }> = {
  heading: { pattern: /^#{1,6} /, prefix: () => '# ' },
  bulletedList: { pattern: /^[-*+] /, prefix: () => '- ' },
  numberedList: { pattern: /^\d{1,9}[.)] /, prefix: (index) => `${index + 1}. ` },
  quote: { pattern: /^> ?/, prefix: () => '> ' },
};

/**
 * Starts every line the selection touches with a heading's `#`, a bullet, a number or a quote's `>`,
 * or takes it away when every line already has it. The lines stay selected.
 */
export function toggleLinePrefix({ text, start, end }: TextSelection, format: LineFormat): TextEdit {
  const { pattern, prefix } = LINE_PREFIXES[format];
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const remove = lines.every((line) => pattern.test(line));
  const insert = lines
    .map((line, index) => (remove ? line.replace(pattern, '') : `${prefix(index)}${line}`))
    .join('\n');
  if (lines.length === 1) {
    const shift = insert.length - (to - from);
    return edit(from, to, insert, Math.max(from, start + shift), Math.max(from, end + shift));
  }
  return edit(from, to, insert, from, from + insert.length);
}

/**
 * A Markdown link to `url` around the selected words, or the url itself as the words when nothing is
 * selected. Brackets in the words are escaped so they cannot end the link early; a url with brackets
 * goes in angle brackets. The caller checks the url (isAllowedLink, no spaces) first.
 */
export function insertLink({ text, start, end }: TextSelection, url: string): TextEdit {
  const words = text.slice(start, end).trim() || url;
  const escaped = words.replace(/[[\]\\]/g, (character) => `\\${character}`);
  const destination = /[()]/.test(url) ? `<${url}>` : url;
  const insert = `[${escaped}](${destination})`;
  return edit(start, end, insert, start + insert.length, start + insert.length);
}

function edit(
  from: number,
  to: number,
  insert: string,
  selectionStart: number,
  selectionEnd: number,
): TextEdit {
  return { from, to, insert, selectionStart, selectionEnd };
}

/** The text after an edit. */
export function applyEdit(text: string, change: TextEdit): string {
  return text.slice(0, change.from) + change.insert + text.slice(change.to);
}
