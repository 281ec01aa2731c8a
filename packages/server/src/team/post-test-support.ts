import { FORMATTED_TEXT_MAX } from '@hr/domain';

/**
 * The 400s of a Team post's title, content and files, as [what, the change to a valid body, field,
 * error]: the same rules for announcements and discussion topics (team/post-texts.ts).
 */
export const POST_REFUSALS: [string, Record<string, unknown>, string, string][] = [
  ['an empty title', { title: '' }, 'title', 'title: is required.'],
  ['a title of spaces', { title: '   ' }, 'title', 'title: is required.'],
  ['a title over 200', { title: 'x'.repeat(201) }, 'title', 'title: must be at most 200 characters.'],
  [
    'content of 5,001 characters as the reader sees them',
    { content: `**${'x'.repeat(FORMATTED_TEXT_MAX + 1)}**` },
    'content',
    'content: is 5,001 characters long; the most is 5,000.',
  ],
  [
    'a javascript: link',
    { content: 'See [the rota](javascript:alert(1)).' },
    'content',
    'content: links may only be http, https or mailto: javascript:alert(1).',
  ],
  [
    'an image',
    { content: '![logo](https://example.com/logo.png)' },
    'content',
    'content: images are not allowed; attach the file instead.',
  ],
  [
    'six files',
    { attachmentIds: Array.from({ length: 6 }, () => crypto.randomUUID()) },
    'attachmentIds',
    'attachmentIds: must hold at most 5 entries.',
  ],
];
