import { formattedTextProblem, oneLineText } from '@hr/domain';
import { Refusal } from '../core/refusal.ts';

/**
 * The texts of Team's posts (announcements, discussion topics and replies, shared documents): a title is
 * plain text on one line (@hr/domain's oneLineText: line breaks and tabs become a space, other control
 * characters and direction marks go, as from a file's name), trimmed and required; content is Markdown
 * source, checked with the editor's own rule (@hr/domain's formattedTextProblem) and stored exactly as
 * sent: the server never rewrites it, the screens render it without raw HTML.
 */

export const TITLE_REQUIRED = 'title: is required.';
export const CONTENT_REQUIRED = 'content: is required.';

/**
 * The title on one line and trimmed; 400 naming `title` when nothing is left. One line at the source,
 * so the bell's line and the mail's subject made from it carry no control or direction character, and
 * the edit dialog's one-line field shows it exactly as stored.
 */
export function checkedTitle(title: string): string {
  const trimmed = oneLineText(title).trim();
  if (!trimmed) throw new Refusal(400, TITLE_REQUIRED, { field: 'title' });
  return trimmed;
}

/** The content as sent once the editor's rule accepts it; `required` refuses one that is only blanks. */
export function checkedContent(content: string, { required = false } = {}): string {
  if (required && !content.trim()) throw new Refusal(400, CONTENT_REQUIRED, { field: 'content' });
  const problem = formattedTextProblem(content);
  if (problem) throw new Refusal(400, `content: ${problem}`, { field: 'content' });
  return content;
}

/** A record's title and content (announcements, shared documents), each by its rule above. */
export function checkedTexts(request: { title: string; content: string }): {
  title: string;
  content: string;
} {
  return { title: checkedTitle(request.title), content: checkedContent(request.content) };
}

/** The page a list asks for as its query's offset and limit (page from 1; 20 rows when left out). */
export function pageWindow({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number }): {
  offset: number;
  limit: number;
} {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** A title on one line, cut to `most` characters (an ellipsis ends a cut one): a bell's line, a subject. */
export function shortTitle(title: string, most = 80): string {
  const characters = Array.from(title.replace(/\s+/g, ' ').trim());
  return characters.length > most ? `${characters.slice(0, most - 1).join('')}…` : characters.join('');
}
