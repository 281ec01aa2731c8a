import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './contract.ts';

/** The id the whole contract is registered under; schemas are reached as `${CONTRACT_ID}#/pointer`. */
export const CONTRACT_ID = 'openapi.json';

/**
 * An Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) that knows the whole contract, so an
 * operation's schema is compiled straight from openapi.yaml with its $refs, never copied.
 */
export function contractAjv(document: OpenApiDocument, { useDefaults = false } = {}): Ajv2020 {
  // Strict mode would reject OpenAPI's own keywords (example, discriminator...), which are not schema errors.
  // With useDefaults, an omitted property that has a `default` in the contract takes it (requests only:
  // a response must carry what it promises, so its check fills nothing in).
  const ajv = new Ajv2020({ strict: false, allErrors: false, useDefaults, discriminator: true });
  addFormats(ajv);
  ajv.addFormat('date', { type: 'string', validate: isStorableDate });
  ajv.addSchema(document, CONTRACT_ID, undefined, false);
  return ajv;
}

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * RFC 3339's full-date (a real day of a real month), from year 0001: PostgreSQL has no year 0000,
 * so accepting it would turn a caller's typo into a 500 instead of a 400.
 */
export function isStorableDate(value: string): boolean {
  const match = FULL_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}
