import { definitionsOf, isAllowedLink, parseFormattedText } from '@hr/domain';
import type { Definition, Nodes } from 'mdast';
import { type ReactNode, useMemo } from 'react';
import { classNames } from '../theme/classNames.ts';
import styles from './FormattedText.module.css';

export interface FormattedTextProps {
  /** Markdown source, as stored and sent. */
  source: string;
  /**
   * The level `#` renders at; deeper headings follow it, up to h6, but never more than one level below
   * the heading before them (content that starts at `##`, or jumps from `#` to `###`, would otherwise
   * skip a level, which screen-reader users navigate by). Content sits under a page's h1 and usually a
   * section's h2, so its own headings start at h3.
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

interface RenderContext {
  definitions: Map<string, Definition>;
  headingLevel: number;
  /** The level of the heading rendered last (nodes render in document order). */
  headings: { last: number };
}

function externalLink(url: string, title: string | null | undefined, children: ReactNode, key: number) {
  if (!isAllowedLink(url)) return <span key={key}>{children}</span>;
  return (
    <a key={key} href={url} title={title ?? undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function renderChildren(nodes: Nodes[], context: RenderContext): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, context));
}

/**
 * One node of the shared parse as React elements. Nothing here writes HTML: raw HTML in the source is
 * an `html` node and shows as its text, a link renders only when the domain allows its target (else its
 * words), and an image (which the domain refuses) shows its description.
 */
function renderNode(node: Nodes, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
    case 'html':
      return node.value;
    case 'paragraph':
      return <p key={key}>{renderChildren(node.children, context)}</p>;
    case 'heading': {
      const wanted = Math.min(6, context.headingLevel + node.depth - 1);
      const level = Math.min(wanted, context.headings.last + 1);
      context.headings.last = level;
      const Tag = `h${level}` as HeadingTag;
      return <Tag key={key}>{renderChildren(node.children, context)}</Tag>;
    }
    case 'strong':
      return <strong key={key}>{renderChildren(node.children, context)}</strong>;
    case 'emphasis':
      return <em key={key}>{renderChildren(node.children, context)}</em>;
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {renderChildren(node.children, context)}
        </ol>
      ) : (
        <ul key={key}>{renderChildren(node.children, context)}</ul>
      );
    case 'listItem':
      return <li key={key}>{renderChildren(node.children, context)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{renderChildren(node.children, context)}</blockquote>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return externalLink(node.url, node.title, renderChildren(node.children, context), key);
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      return externalLink(
        definition?.url ?? '',
        definition?.title,
        renderChildren(node.children, context),
        key,
      );
    }
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    default:
      return null;
  }
}

/**
 * Formatted content (Markdown source) shown as React elements: headings, bold, italics, lists, quotes,
 * links and line breaks. Links open in a new tab without access to this page (`noopener noreferrer`).
 */
export function FormattedText({ source, headingLevel = 3, className }: FormattedTextProps) {
  const content = useMemo(() => {
    const tree = parseFormattedText(source);
    return renderChildren(tree.children, {
      definitions: definitionsOf(tree),
      headingLevel,
      headings: { last: headingLevel - 1 },
    });
  }, [source, headingLevel]);
  return <div className={classNames(styles.formattedText, className)}>{content}</div>;
}
