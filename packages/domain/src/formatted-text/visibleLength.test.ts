import { describe, expect, it } from 'vitest';
import { visibleLength } from './visibleLength.ts';

describe('visibleLength counts what the reader sees', () => {
  it.each([
    ['', 0],
    ['hello', 5],
    ['**bold** and _it_', 11],
    ['# Title', 5],
    ['[site](https://example.com/a/long/path)', 4],
    ['<https://example.com>', 19],
    ['> quoted', 6],
    ['- one\n- two', 7],
    ['1. one\n2. two', 7],
    ['para one\n\npara two', 17],
    ['soft\nbreak', 10],
    ['hard  \nbreak', 10],
    ['<b>x</b>', 8],
    ['&amp; &lt;', 3],
    ['\\*not emphasis\\*', 14],
    ['Café 👍🏽 🇬🇧', 8],
    ['e\u0301', 1],
    ['text\n\n[x]: https://example.com', 4],
  ])('%j is %i characters', (source, length) => {
    expect(visibleLength(source)).toBe(length);
  });
});
