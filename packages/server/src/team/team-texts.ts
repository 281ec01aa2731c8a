import { formattedTextProblem } from '@hr/domain';
import { Refusal } from '../core/refusal.ts';

/**
 * The texts of Team's records (announcements, shared documents): the title as plain text, trimmed
 * ("title: is required." when nothing is left); the content as sent, once the editor's own rule
 * (@hr/domain's formattedTextProblem) accepts it ("content: <problem>"). The server never rewrites the
 * content: the screens render it without raw HTML.
 */
export function checkedTexts(request: { title: string; content: string }): {
  title: string;
  content: string;
} {
  const title = request.title.trim();
  if (!title) throw new Refusal(400, 'title: is required.', { field: 'title' });
  const problem = formattedTextProblem(request.content);
  if (problem) throw new Refusal(400, `content: ${problem}`, { field: 'content' });
  return { title, content: request.content };
}
