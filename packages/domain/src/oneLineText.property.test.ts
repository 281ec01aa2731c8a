import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneLineText, withoutControlCharacters } from './oneLineText.ts';

/** Every character the rule is about: C0 (TAB, LF and CR among them), DEL, C1, separators, direction marks. */
const unshown = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)),
  '\u2028',
  '\u2029',
  '\u200e',
  '\u200f',
  ...Array.from({ length: 5 }, (_, offset) => String.fromCharCode(0x202a + offset)),
  ...Array.from({ length: 4 }, (_, offset) => String.fromCharCode(0x2066 + offset)),
];
const UNSHOWN = new RegExp(
  `[${unshown.map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`,
  'u',
);

/** Titles as people and attackers write them: words, every unshown character, blanks, any Unicode. */
const title = fc
  .array(
    fc.oneof(
      fc.constantFrom('Office', 'closed', 'é', 'e\u0301', '中', 'ع', '👍🏽', ' ', '\u00a0'),
      fc.constantFrom(...unshown),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
      fc.string({ unit: 'binary', maxLength: 3 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('a one-line text', () => {
  it('never holds a control character, a line or paragraph separator or a direction mark', () => {
    fc.assert(fc.property(title, (text) => !UNSHOWN.test(oneLineText(text))));
  });

  it('is what it is after a second cleaning (idempotent)', () => {
    fc.assert(fc.property(title, (text) => oneLineText(oneLineText(text)) === oneLineText(text)));
  });

  it('keeps every other character, in order', () => {
    fc.assert(
      fc.property(title, (text) => {
        const kept = (value: string) => Array.from(value.replace(/\s/gu, '')).filter((c) => !UNSHOWN.test(c));
        expect(kept(oneLineText(text))).toEqual(kept(text));
      }),
    );
  });

  it('puts one space where lines or a tab were, so the words stay apart', () => {
    expect(oneLineText('Office closed\r\n\r\n on 24 December')).toBe('Office closed on 24 December');
    expect(oneLineText('Rota\tMarch')).toBe('Rota March');
    expect(oneLineText('Line one\u2028Line two')).toBe('Line one Line two');
  });

  it('drops the other control characters and the direction marks', () => {
    expect(oneLineText('Pay\u0007day \u001b[31mnow\u007f\u0085')).toBe('Payday [31mnow ');
    expect(oneLineText('invoice\u202Efdp.exe\u2066x\u2069')).toBe('invoicefdp.exex');
  });
});

describe('a file name without control characters', () => {
  it('has them dropped, breaks included, with nothing in their place', () => {
    expect(withoutControlCharacters('re\u0000port\n\u202e.pdf')).toBe('report.pdf');
  });
});
