import type { Definition, Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** The tree's node types, for readers outside the domain (the server's letter PDF) that walk it. */
export type { Nodes as FormattedTextNode, PhrasingContent as FormattedTextPhrasing } from 'mdast';

/**
 * The one parse of formatted text (CommonMark, no extensions) that the server's checks and the screen's
 * renderer both walk, so what is refused and what is shown are judged on the same tree. Raw HTML comes
 * out as `html` nodes, which every reader treats as text; no renderer interprets it.
 */
export function parseFormattedText(source: string): Root {
  return fromMarkdown(source);
}

/**
 * A link target that may be rendered as a link: http(s) with an authority, or mailto. The check runs on
 * the parser's url, after it has decoded entities (`&#58;`) and escapes, so what is tested is what the
 * browser would follow. Anything else (javascript:, data:, vbscript:, `//host`, relative, a leading
 * space or control character) is refused.
 */
export function isAllowedLink(url: string): boolean {
  return /^(?:https?:\/\/|mailto:)/i.test(url);
}

/** Calls `visit` for every node of the tree, parents before their children. */
export function walkFormattedText(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) {
    for (const child of node.children) walkFormattedText(child, visit);
  }
}

/** The reference definitions of a tree by identifier, which `[text][label]` links and images point to. */
export function definitionsOf(tree: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  walkFormattedText(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node);
    }
  });
  return definitions;
}
