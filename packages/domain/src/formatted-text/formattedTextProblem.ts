import type { Root } from 'mdast';
import { definitionsOf, isAllowedLink, parseFormattedText, walkFormattedText } from './parse.ts';
import { graphemeCount, visibleText } from './visibleLength.ts';

/** §5, §9: the most characters a content field takes, counted as the reader sees them. */
export const FORMATTED_TEXT_MAX = 5000;

export const IMAGES_NOT_ALLOWED = 'images are not allowed; attach the file instead.';

const SHOWN_URL_MAX = 80;

function shownUrl(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  const printable = url.replace(/[\u0000-\u001f\u007f]/g, '\uFFFD').trim();
  if (printable === '') return 'an empty link';
  return printable.length > SHOWN_URL_MAX ? `${printable.slice(0, SHOWN_URL_MAX)}…` : printable;
}

export function disallowedLinkProblem(url: string): string {
  return `links may only be http, https or mailto: ${shownUrl(url)}.`;
}

function markupProblem(tree: Root): string | null {
  let problem: string | null = null;
  const definitions = definitionsOf(tree);
  walkFormattedText(tree, (node) => {
    if (problem) return;
    if (node.type === 'image' || node.type === 'imageReference') {
      problem = IMAGES_NOT_ALLOWED;
    } else if ((node.type === 'link' || node.type === 'definition') && !isAllowedLink(node.url)) {
      problem = disallowedLinkProblem(node.url);
    } else if (node.type === 'linkReference') {
      const url = definitions.get(node.identifier)?.url ?? '';
      if (!isAllowedLink(url)) problem = disallowedLinkProblem(url);
    }
  });
  return problem;
}

/**
 * What is wrong with formatted text, as one sentence without the field's name (the caller puts it in
 * front: "content: ..."), or null when it may be saved. Images and links other than http(s)/mailto are
 * refused before the length, since they are the reason to look again whatever the length.
 */
export function formattedTextProblem(source: string, max: number = FORMATTED_TEXT_MAX): string | null {
  const tree = parseFormattedText(source);
  const problem = markupProblem(tree);
  if (problem) return problem;
  const length = graphemeCount(visibleText(tree));
  if (length > max) {
    return `is ${length.toLocaleString('en-US')} characters long; the most is ${max.toLocaleString('en-US')}.`;
  }
  return null;
}
