/**
 * What a name or title people read on one line (a file's name, a post's title, and from them a bell's
 * line and a mail's subject) never keeps: control characters (C0 with TAB, LF and CR, DEL, C1), the
 * line and paragraph separators, and the direction marks, embeddings, overrides and isolates that can
 * make "gpj.exe" read as "exe.jpg" or run a title backwards on someone else's screen.
 */
const UNSHOWN = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A break between lines or a tab, with the blanks around it: where a pasted text had its lines. */
const BREAK = /\s*[\t\n\v\f\r\u0085\u2028\u2029]\s*/gu;

/** `text` without the characters of UNSHOWN, nothing put in their place (a file's name: `re\u0007port` is `report`). */
export function withoutControlCharacters(text: string): string {
  return text.replace(UNSHOWN, '');
}

/**
 * `text` as one line: each line break or tab, with the blanks around it, becomes one space (so the
 * words on either side stay apart), then the rest of UNSHOWN goes. Applying it twice changes nothing.
 */
export function oneLineText(text: string): string {
  return withoutControlCharacters(text.replace(BREAK, ' '));
}
