import { describe, expect, test } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH, storedFileName } from './file-names.ts';

const PDF = ['pdf'] as const;
const JPEG = ['jpg', 'jpeg', 'jpe', 'jfif'] as const;
const stored = (name: string, extensions: readonly [string, ...string[]] = PDF) =>
  storedFileName(cleanFileName(name), extensions);

describe('a file name as stored', () => {
  test.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\fakepath\\Sick note.pdf', 'Sick note.pdf'],
    ['..\\..\\boot.ini.pdf', 'boot.ini.pdf'],
    ['re\u0000port\u0007\u001b[31m.pdf', 'report[31m.pdf'],
    ['in\u0085voice\u007f.pdf', 'invoice.pdf'],
    ['  .hidden.pdf. ', 'hidden.pdf'],
  ])('%j keeps no folders, control characters or edge dots: %j', (name, expected) => {
    expect(stored(name)).toBe(expected);
  });

  test('direction marks that would make "fdp.exe" read backwards are removed', () => {
    expect(stored('invoice\u202Efdp.exe')).toBe('invoicefdp.exe.pdf');
  });

  test('a name whose extension does not fit the content gets the content’s extension', () => {
    expect(stored('photo.html', ['png'])).toBe('photo.html.png');
    expect(stored('scan', PDF)).toBe('scan.pdf');
    expect(stored('Holiday.JPEG', JPEG)).toBe('Holiday.JPEG');
  });

  test('nothing left of a name makes it "attachment" with the content’s extension', () => {
    expect(stored('../')).toBe('attachment.pdf');
    expect(stored('\u0001\u0002')).toBe('attachment.pdf');
  });

  test('one name has one form (NFC)', () => {
    expect(stored('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
  });

  test('a long name is cut to 200 characters before its extension, never inside a character', () => {
    const long = stored(`${'a'.repeat(300)}.pdf`);
    expect(long).toBe(`${'a'.repeat(196)}.pdf`);
    const emoji = Array.from(stored(`${'😀'.repeat(250)}.pdf`));
    expect(emoji).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji.slice(-4).join('')).toBe('.pdf');
    expect(emoji.slice(0, -4).every((character) => character === '😀')).toBe(true);
  });
});
