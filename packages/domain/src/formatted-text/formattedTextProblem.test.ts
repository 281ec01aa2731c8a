import { describe, expect, it } from 'vitest';
import { FORMATTED_TEXT_MAX, formattedTextProblem } from './formattedTextProblem.ts';
import { parseFormattedText } from './parse.ts';
import { visibleText } from './visibleLength.ts';
import { XSS_CORPUS } from './xss-corpus.ts';

describe('formattedTextProblem', () => {
  it('accepts every formatting the toolbar offers', () => {
    const source = [
      '# Heading',
      '**bold**, _italic_ and *italic*',
      '- one\n- two',
      '1. first\n2. second',
      '> a quote',
      'line one  \nline two',
      '[site](https://example.com) [plain](http://example.com/a?b=1) [mail](mailto:hr@example.com)',
      '<https://example.com> and <hr@example.com>',
    ].join('\n\n');
    expect(formattedTextProblem(source)).toBeNull();
  });

  it('accepts empty content', () => {
    expect(formattedTextProblem('')).toBeNull();
  });

  it('takes 5,000 characters and refuses the 5,001st, counting what the reader sees', () => {
    expect(FORMATTED_TEXT_MAX).toBe(5000);
    expect(formattedTextProblem('a'.repeat(5000))).toBeNull();
    expect(formattedTextProblem('a'.repeat(5001))).toBe('is 5,001 characters long; the most is 5,000.');
    expect(formattedTextProblem(`**${'a'.repeat(5000)}**`)).toBeNull();
    expect(formattedTextProblem(`[${'a'.repeat(4990)}](https://example.com/${'x'.repeat(200)})`)).toBeNull();
    expect(formattedTextProblem('👍🏽'.repeat(5000))).toBeNull();
  });

  it('takes another most when given one', () => {
    expect(formattedTextProblem('abcd', 3)).toBe('is 4 characters long; the most is 3.');
    expect(formattedTextProblem('abc', 3)).toBeNull();
  });

  it('names the first link that is not http, https or mailto', () => {
    expect(formattedTextProblem('[ok](https://example.com) [bad](ftp://example.com/f)')).toBe(
      'links may only be http, https or mailto: ftp://example.com/f.',
    );
  });

  it('refuses http without a host part', () => {
    expect(formattedTextProblem('[a](http:example.com)')).toBe(
      'links may only be http, https or mailto: http:example.com.',
    );
  });

  it('refuses a definition with a bad target even when nothing links to it', () => {
    expect(formattedTextProblem('text\n\n[x]: javascript:alert(1)')).toBe(
      'links may only be http, https or mailto: javascript:alert(1).',
    );
  });

  it('cuts a long refused target in the message', () => {
    const problem = formattedTextProblem(`[a](javascript:${'x'.repeat(200)})`);
    expect(problem).toBe(`links may only be http, https or mailto: javascript:${'x'.repeat(69)}….`);
  });

  it('refuses images before counting', () => {
    expect(formattedTextProblem(`![a](https://example.com/a.png) ${'a'.repeat(6000)}`)).toBe(
      'images are not allowed; attach the file instead.',
    );
  });
});

describe('the XSS corpus', () => {
  it.each(XSS_CORPUS)('$name: $verdict', (entry) => {
    if (entry.verdict === 'refused') {
      expect(formattedTextProblem(entry.source)).toBe(entry.problem);
    } else {
      expect(formattedTextProblem(entry.source)).toBeNull();
      expect(visibleText(parseFormattedText(entry.source))).toBe(entry.shownText);
    }
  });
});
