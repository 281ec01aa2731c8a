import { describe, expect, test } from 'vitest';
import { loadContract } from './contract.ts';
import { describeValidationError, PATTERN_NAMES } from './validation-messages.ts';

/** Every `pattern` anywhere in the contract's document. */
function patternsIn(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'pattern' && typeof value === 'string' ? [value] : patternsIn(value),
  );
}

describe('pattern messages', () => {
  test('every pattern of openapi.yaml has words for it', () => {
    const unnamed = patternsIn(loadContract().document).filter((pattern) => !(pattern in PATTERN_NAMES));
    expect(unnamed).toEqual([]);
  });

  test('a broken pattern names the field and says what it asks for', () => {
    const error = { keyword: 'pattern', instancePath: '/code', schemaPath: '', params: { pattern: '\\S' } };
    expect(describeValidationError(error, { code: '   ' })).toEqual({
      field: 'code',
      message: 'code: must not be blank.',
    });
  });
});
