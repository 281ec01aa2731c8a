import type { Contract, ContractOperation } from '../http/contract.ts';
import { type Body, type SchemaTools, schemaTools } from './optional-field-cases.ts';

/**
 * The worst inputs of every operation that takes a date or a count, derived from openapi.yaml: its
 * dates moved to the far ends of what the format allows (9999 and year 1, and the widest span
 * between them), each integer at its maximum, each bounded array filled to its maxItems. Work that
 * grows with a date's distance, an integer or a list's length shows up as a worst input much slower
 * than the operation's typical one. An operation added to the contract is covered without editing.
 */

type Schema = Parameters<SchemaTools['parts']>[0] & {
  maximum?: number;
  maxItems?: number;
  items?: Schema;
};

/** One input of an operation, with what makes it what it is. */
export interface InputCase {
  label: string;
  body: Body;
}

const FAR_AHEAD = '9999';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `index`th copy of an array's item, its dates moved `index` days on, so that a filled list is a
 * list of different things (500 holidays on 500 days) rather than one refused as a repeat.
 */
function apart(item: unknown, index: number): unknown {
  if (typeof item === 'string' && DATE.test(item)) {
    return new Date(Date.parse(`${item}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
  }
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key, apart(value, index)]));
}
const FAR_BACK = '0001';

export function worstInputTools(contract: Contract) {
  const tools = schemaTools(contract);
  const resolvedParts = (schema: Schema | undefined): Schema[] => tools.parts(schema) as Schema[];
  const isDate = (schema: Schema) => resolvedParts(schema).some((part) => part.format === 'date');
  const isInteger = (schema: Schema) => tools.types(schema).includes('integer');
  const isObject = (schema: Schema) => tools.types(schema).includes('object');
  const isArray = (schema: Schema) => tools.types(schema).includes('array');
  const propertiesOf = (schema: Schema): [string, Schema][] =>
    resolvedParts(schema).flatMap((part) => Object.entries(part.properties ?? {}) as [string, Schema][]);
  const first = <K extends 'maximum' | 'maxItems' | 'items'>(schema: Schema, key: K): Schema[K] =>
    resolvedParts(schema).find((part) => part[key] !== undefined)?.[key];

  /**
   * Calls `visit` for each property of `body` (nested objects and the items of arrays included) with
   * its schema, and for each property the schema lists that `body` leaves out.
   */
  function eachField(
    body: Body,
    schema: Schema,
    visit: (parent: Body, name: string, property: Schema, path: string) => void,
    path = '',
  ): void {
    for (const [name, property] of propertiesOf(schema)) {
      const at = path ? `${path}.${name}` : name;
      visit(body, name, property, at);
      const value = body[name];
      if (value && typeof value === 'object' && !Array.isArray(value) && isObject(property)) {
        eachField(value as Body, property, visit, at);
      }
      const items = first(property, 'items');
      if (Array.isArray(value) && items && isObject(items)) {
        for (const item of value) {
          if (item && typeof item === 'object') eachField(item as Body, items, visit, `${at}[]`);
        }
      }
    }
  }

  const requestSchema = (operation: ContractOperation) => tools.requestSchema(operation) as Schema;

  /** The dates, integers and bounded arrays of the operation's request, by dotted path. */
  function dialsOf(operation: ContractOperation): { dates: string[]; integers: string[]; arrays: string[] } {
    const dials = { dates: new Set<string>(), integers: new Set<string>(), arrays: new Set<string>() };
    const walk = (schema: Schema, path: string, depth: number) => {
      if (depth > 6) return;
      for (const [name, property] of propertiesOf(schema)) {
        const at = path ? `${path}.${name}` : name;
        if (isDate(property)) dials.dates.add(at);
        else if (isInteger(property)) dials.integers.add(at);
        if (isObject(property)) walk(property, at, depth + 1);
        const items = first(property, 'items');
        if (isArray(property) && first(property, 'maxItems') !== undefined) dials.arrays.add(at);
        if (isArray(property) && items) walk(items, `${at}[]`, depth + 1);
      }
    };
    walk(requestSchema(operation), '', 0);
    return { dates: [...dials.dates], integers: [...dials.integers], arrays: [...dials.arrays] };
  }

  /** Whether the operation takes a date or a count: the operations the harness measures. */
  function takesDatesOrCounts(operation: ContractOperation): boolean {
    if (!operation.requestBodySchema) return false;
    const { dates, integers, arrays } = dialsOf(operation);
    return dates.length + integers.length + arrays.length > 0;
  }

  /** `typical` with every date of it (and each date field it leaves out) set by `change`. */
  function withDates(
    operation: ContractOperation,
    typical: Body,
    change: (date: string | undefined, path: string) => string,
  ): Body {
    const body = structuredClone(typical);
    eachField(body, requestSchema(operation), (parent, name, property, path) => {
      if (!isDate(property)) return;
      const value = parent[name];
      parent[name] = change(typeof value === 'string' ? value : undefined, path);
    });
    return body;
  }

  /** The worst inputs of `operation`, each a change of its typical body. */
  function worstInputs(operation: ContractOperation, typical: Body): InputCase[] {
    const schema = requestSchema(operation);
    const { dates, integers, arrays } = dialsOf(operation);
    const cases: InputCase[] = [];
    if (dates.length > 0) {
      // Years moved, months and days kept, so dates keep their order (a range stays a range).
      const inYear = (year: string) => (date: string | undefined) =>
        date ? `${year}${date.slice(4)}` : `${year}-12-31`;
      cases.push({ label: `dates in ${FAR_AHEAD}`, body: withDates(operation, typical, inYear(FAR_AHEAD)) });
      cases.push({
        label: `dates in year ${FAR_BACK}`,
        body: withDates(operation, typical, inYear(FAR_BACK)),
      });
      const given: string[] = [];
      withDates(operation, typical, (date) => {
        if (date) given.push(date);
        return date ?? '';
      });
      if (new Set(given).size > 1) {
        // The widest span: the earliest date of the example at year 1's first day, the others at 9999's last.
        const earliest = given.toSorted()[0];
        const widest = (date: string | undefined) =>
          date === earliest ? `${FAR_BACK}-01-01` : `${FAR_AHEAD}-12-31`;
        cases.push({ label: 'widest span of dates', body: withDates(operation, typical, widest) });
      }
    }
    for (const path of integers) {
      const body = structuredClone(typical);
      let maximum: number | undefined;
      eachField(body, schema, (parent, name, property, at) => {
        if (at !== path) return;
        maximum = first(property, 'maximum');
        if (maximum !== undefined) parent[name] = maximum;
      });
      if (maximum !== undefined) cases.push({ label: `${path} at its maximum, ${maximum}`, body });
    }
    for (const path of arrays) {
      const body = structuredClone(typical);
      let length: number | undefined;
      eachField(body, schema, (parent, name, property, at) => {
        const value = parent[name];
        const maxItems = first(property, 'maxItems');
        if (at !== path || !Array.isArray(value) || value.length === 0 || maxItems === undefined) return;
        length = maxItems;
        parent[name] = Array.from({ length: maxItems }, (_, index) =>
          apart(structuredClone(value[index % value.length]), index),
        );
      });
      if (length !== undefined) cases.push({ label: `${path} with ${length} items`, body });
    }
    return cases;
  }

  return { takesDatesOrCounts, worstInputs, dialsOf };
}
