-- Issue 26: a Team title is one line at the source (team/post-texts.ts checkedTitle, by @hr/domain's
-- oneLineText), so the bell's line and the mail's subject made from it carry no control or direction
-- character, and the edit dialog's one-line field shows it as stored: re-saving it changes nothing.
-- Titles saved before that rule, and the bell items made from them, are brought to it here, once,
-- rather than each reader coping with two kinds of title for ever.
--
-- The same rule as oneLineText, character for character: a line break or tab with the blanks around it
-- (JavaScript's \s, spelt out: PostgreSQL's [[:space:]] depends on the locale) becomes one space; the
-- other control characters (C0, DEL, C1), the line and paragraph separators and the direction marks,
-- embeddings, overrides and isolates go; then blanks at either end (JavaScript's trim). Nothing
-- left, which the server refuses for a new title, is 'Untitled' here: a stored row must keep a title.

create function one_line_title(title text) returns text language sql immutable as $$
  select coalesce(nullif(regexp_replace(
    regexp_replace(
      regexp_replace(
        title,
        '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*'
          '[\t\n\v\f\r\u0085\u2028\u2029]'
          '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*',
        ' ', 'g'),
      '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]', '', 'g'),
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g'), ''), 'Untitled')
$$;

update announcements set title = one_line_title(title) where title <> one_line_title(title);
update discussion_topics set title = one_line_title(title) where title <> one_line_title(title);
update shared_documents set title = one_line_title(title) where title <> one_line_title(title);
update notifications set title = one_line_title(title)
  where subject_type in ('announcement', 'shared-document', 'discussion-reply') and title <> one_line_title(title);

drop function one_line_title(text);
