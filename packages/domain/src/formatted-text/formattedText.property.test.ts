import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { formattedTextProblem } from './formattedTextProblem.ts';
import { parseFormattedText, walkFormattedText } from './parse.ts';
import { visibleLength } from './visibleLength.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Words of letters, digits, accents and emoji: nothing Markdown reads as markup. */
const plainWord = fc
  .array(fc.constantFrom('a', 'Z', 'é', 'ß', '7', 'e\u0301', '👍🏽', '🇬🇧', '中', 'ع', '.', ',', '?'), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''))
  .filter((word) => !/^\d+\.$/.test(word));
const plainLine = fc.array(plainWord, { minLength: 1, maxLength: 15 }).map((words) => words.join(' '));

/** Two characters at least: CommonMark reads `<x:...>` with a one-letter scheme as text, not a link. */
const scheme = fc
  .stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{1,10}$/)
  .filter((name) => !['http', 'https', 'mailto'].includes(name.toLowerCase()));
const linkForms = fc.constantFrom(
  (url: string) => `[a](${url})`,
  (url: string) => `[a](<${url}>)`,
  (url: string) => `[a]( ${url} "t")`,
  (url: string) => `[a][r]\n\n[r]: ${url}`,
  (url: string) => `[r]\n\n[r]: <${url}>`,
  (url: string) => `<${url}>`,
);
const fragment = fc.oneof(
  plainLine,
  fc.constantFrom(
    '**',
    '_',
    '[',
    '](',
    ')',
    '<',
    '>',
    '\n',
    '\n\n',
    '# ',
    '- ',
    '&#58;',
    '&#x6A;',
    '\\',
    '!',
    ' ',
  ),
  fc.constantFrom(
    'javascript:',
    'JaVaScRiPt:',
    'data:',
    'vbscript:',
    'https://example.com',
    'mailto:a@b.c',
    '//x',
  ),
);

function linkTargets(source: string): string[] {
  const targets: string[] = [];
  walkFormattedText(parseFormattedText(source), (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') targets.push(node.url);
  });
  return targets;
}

describe('formatted text, for any source', () => {
  it('counts plain text without markup as its graphemes', () => {
    fc.assert(
      fc.property(plainLine, (line) => {
        expect(visibleLength(line)).toBe([...segmenter.segment(line)].length);
      }),
    );
  });

  it('refuses a link of any other scheme, whatever form the link takes', () => {
    fc.assert(
      fc.property(
        scheme,
        linkForms,
        fc.constantFrom('alert(1)', '//example.com', 'x'),
        (name, form, rest) => {
          expect(formattedTextProblem(form(`${name}:${rest}`))).toMatch(
            /^links may only be http, https or mailto: /,
          );
        },
      ),
    );
  });

  it('never accepts a source whose links go anywhere but http(s) or mailto', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 25 }), (fragments) => {
        const source = fragments.join('');
        if (formattedTextProblem(source) !== null) return;
        for (const target of linkTargets(source)) {
          expect(target).toMatch(/^(https?:\/\/|mailto:)/i);
        }
      }),
      { numRuns: 500 },
    );
  });
});
