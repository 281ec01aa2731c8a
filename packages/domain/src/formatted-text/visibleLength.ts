import type { Nodes } from 'mdast';
import { parseFormattedText } from './parse.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Block containers: their children are blocks, each shown on a line of its own. */
const BLOCK_CONTAINERS = new Set<Nodes['type']>(['root', 'blockquote', 'list', 'listItem']);

/**
 * The text of a node as the reader sees it: markup left out, raw HTML as its text, a line break between
 * blocks and for a hard break. Definitions are not shown.
 */
export function visibleText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
    case 'html':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'definition':
    case 'thematicBreak':
      return '';
  }
  if (!('children' in node)) return '';
  if (BLOCK_CONTAINERS.has(node.type)) {
    return node.children
      .filter((child) => child.type !== 'definition')
      .map(visibleText)
      .join('\n');
  }
  return node.children.map(visibleText).join('');
}

export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * How many characters the user sees once the source is rendered (§5's "5000 characters max"): graphemes,
 * so an emoji or an accented letter counts once, and markup (`**`, `#`, a link's target) not at all.
 */
export function visibleLength(source: string): number {
  return graphemeCount(visibleText(parseFormattedText(source)));
}
