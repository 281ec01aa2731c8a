import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './colorContrast.ts';

describe('readableTextOn', () => {
  it('puts black on the default red and on yellow, white on navy', () => {
    expect(readableTextOn('#F50000')).toBe('#000000');
    expect(readableTextOn('#0D47A1')).toBe('#FFFFFF');
    expect(readableTextOn('#FFEB3B')).toBe('#000000');
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
  });

  it('always reaches 4.5:1 (WCAG AA for text), whatever colour is chosen', () => {
    const hex = fc
      .integer({ min: 0, max: 0xffffff })
      .map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);
    fc.assert(
      fc.property(hex, (background) => {
        expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
