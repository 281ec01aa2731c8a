import { withoutControlCharacters } from '@hr/domain';
import { extensionOf } from './media-types.ts';

/** The most characters a stored file name has (attachments.original_name), extension included. */
export const MAX_FILE_NAME_LENGTH = 200;
const NAME_WITHOUT_ONE = 'attachment';

/**
 * A name a user gave a file, made safe to keep and to hand back in a download: only its last path
 * part (a browser may send C:\fakepath\x.pdf, an attacker ../../x), without control characters or
 * the direction marks that can make "gpj.exe" read as "exe.jpg" (@hr/domain's rule for every one-line
 * text, titles too), without leading or trailing dots and spaces. Unicode is normalised (NFC) so one name has one form. May be empty.
 */
export function cleanFileName(name: string): string {
  const lastPart = name.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  return withoutControlCharacters(lastPart).replace(/^[\s.]+|[\s.]+$/gu, '');
}

/**
 * The cleaned name as stored: 'attachment' when nothing was left of it; the content's extension
 * (the first of `extensions`) added when the name's does not fit the content, so `photo.html`
 * holding a PNG becomes `photo.html.png` and no download opens as something it is not; cut to 200
 * characters (code points, as PostgreSQL counts them) before the extension, which is kept.
 */
export function storedFileName(cleanedName: string, extensions: readonly [string, ...string[]]): string {
  const name = cleanedName || NAME_WITHOUT_ONE;
  const own = extensionOf(name);
  const fits = extensions.includes(own);
  const stem = fits ? name.slice(0, -own.length - 1) : name;
  const extension = fits ? name.slice(-own.length) : extensions[0];
  const room = MAX_FILE_NAME_LENGTH - extension.length - 1;
  const characters = Array.from(stem);
  const kept =
    characters.length <= room
      ? stem
      : characters
          .slice(0, room)
          .join('')
          .replace(/[\s.]+$/u, '');
  return `${kept}.${extension}`;
}
