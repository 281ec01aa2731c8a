import { describe, expect, it } from 'vitest';
import { applyEdit, insertLink, type TextEdit, toggleInline, toggleLinePrefix } from './formatting.ts';

/** Writes the selection into the text as « and » so each case reads as what the user sees. */
function shown(text: string, change: TextEdit): string {
  const after = applyEdit(text, change);
  return `${after.slice(0, change.selectionStart)}«${after.slice(change.selectionStart, change.selectionEnd)}»${after.slice(change.selectionEnd)}`;
}

function select(marked: string) {
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  return { text: marked.replace('«', '').replace('»', ''), start, end };
}

describe('toggleInline', () => {
  it.each([
    ['Pay «day» is Friday', 'bold', 'Pay **«day»** is Friday'],
    ['Pay «day »is Friday', 'bold', 'Pay **«day»** is Friday'],
    ['Pay **«day»** is Friday', 'bold', 'Pay «day» is Friday'],
    ['Pay «**day**» is Friday', 'bold', 'Pay «day» is Friday'],
    ['Pay «day» is Friday', 'italic', 'Pay _«day»_ is Friday'],
    ['Note: «»', 'bold', 'Note: **«bold text»**'],
    ['«»', 'italic', '_«italic text»_'],
  ] as const)('%s, %s: %s', (before, format, after) => {
    const selection = select(before);
    expect(shown(selection.text, toggleInline(selection, format))).toBe(after);
  });
});

describe('toggleLinePrefix', () => {
  it.each([
    ['Office «move»', 'heading', '# Office «move»'],
    ['# Office «move»', 'heading', 'Office «move»'],
    ['«one\ntwo»\nthree', 'bulletedList', '«- one\n- two»\nthree'],
    ['«- one\n- two»', 'bulletedList', '«one\ntwo»'],
    ['intro\n«first\nsecond»', 'numberedList', 'intro\n«1. first\n2. second»'],
    ['a quote«»', 'quote', '> a quote«»'],
    ['first\n«»', 'bulletedList', 'first\n- «»'],
    ['«one\n»two', 'quote', '> «one\n»two'],
  ] as const)('%j, %s: %j', (before, format, after) => {
    const selection = select(before);
    expect(shown(selection.text, toggleLinePrefix(selection, format))).toBe(after);
  });
});

describe('insertLink', () => {
  it.each([
    ['See «the handbook» now', 'https://example.com/h', 'See [the handbook](https://example.com/h)«» now'],
    ['Write to «»', 'mailto:hr@example.com', 'Write to [mailto:hr@example.com](mailto:hr@example.com)«»'],
    ['«a [b] c»', 'https://example.com', '[a \\[b\\] c](https://example.com)«»'],
    ['«wiki»', 'https://en.example.org/A_(b)', '[wiki](<https://en.example.org/A_(b)>)«»'],
  ])('%j with %s: %j', (before, url, after) => {
    const selection = select(before);
    expect(shown(selection.text, insertLink(selection, url))).toBe(after);
  });
});
