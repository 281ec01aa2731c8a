import type { OpenApiDocument } from './contract.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  pattern?: string;
};

/**
 * "Optional means optional" for text: an optional property holding a blank or whitespace-only text is
 * read as none, before the body is checked against the contract. None is spelt as the contract spells
 * it for that property: null where it may be null; the empty text where the property allows one (it
 * answers '' for none, and in an update '' is how a client clears it); otherwise the property is left
 * out, so it takes its `default` if it has one, or in an update stays as it is. Required properties
 * are untouched, so a blank required text is still refused with its message. Which properties are
 * optional comes from the contract's own schemas, so every operation, present and future, reads blanks
 * the same way.
 */
export function blankOptionalTextsAsNone(document: OpenApiDocument) {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, segment) => (node as Record<string, unknown>)?.[segment], document);
    return resolve(target as Schema);
  };
  // The contract's schemas do not change while the server runs, so each schema's parts and required
  // properties are worked out once, not on every request (a page of employees walked its $refs anew).
  const partsOf = new WeakMap<Schema, Schema[]>();
  const requiredOf = new WeakMap<Schema, Set<string>>();
  /** The schema and every schema it is made of through allOf (and $ref). */
  const parts = (schema: Schema | undefined): Schema[] => {
    if (!schema) return [];
    let found = partsOf.get(schema);
    if (!found) {
      const resolved = resolve(schema);
      found = resolved ? [resolved, ...(resolved.allOf ?? []).flatMap(parts)] : [];
      partsOf.set(schema, found);
    }
    return found;
  };
  const requiredIn = (schema: Schema): Set<string> => {
    let found = requiredOf.get(schema);
    if (!found) {
      found = new Set(parts(schema).flatMap((part) => part.required ?? []));
      requiredOf.set(schema, found);
    }
    return found;
  };
  const allowsNull = (schema: Schema | undefined): boolean =>
    parts(schema).some((part) => {
      const types = Array.isArray(part.type) ? part.type : [part.type];
      return types.includes('null') || [...(part.oneOf ?? []), ...(part.anyOf ?? [])].some(allowsNull);
    });
  /** True when '' passes every part of the schema (a plain text with no lower bound). */
  const allowsEmptyText = (schema: Schema | undefined): boolean =>
    parts(schema).every(
      (part) =>
        (part.type === undefined || [part.type].flat().includes('string')) &&
        !part.minLength &&
        part.format === undefined &&
        (part.enum === undefined || part.enum.includes('')) &&
        (part.const === undefined || part.const === '') &&
        (part.pattern === undefined || new RegExp(part.pattern, 'u').test('')),
    );

  const normalise = (value: unknown, schema: Schema | undefined): void => {
    // Only what the contract describes is walked: anything else is refused by the check that follows.
    if (!schema) return;
    if (Array.isArray(value)) {
      const items = parts(schema).find((part) => part.items)?.items;
      for (const item of value) normalise(item, items);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const object = value as Record<string, unknown>;
    const schemaParts = parts(schema);
    const required = requiredIn(schema);
    for (const [key, child] of Object.entries(object)) {
      const propertySchema = schemaParts.find((part) => part.properties?.[key])?.properties?.[key];
      if (!propertySchema) continue;
      if (typeof child === 'string' && child.trim() === '' && !required.has(key)) {
        if (allowsNull(propertySchema)) object[key] = null;
        else if (allowsEmptyText(propertySchema)) object[key] = '';
        else delete object[key];
      } else {
        normalise(child, propertySchema);
      }
    }
  };

  /** One schema object per operation's pointer, so its parts are remembered across requests. */
  const roots = new Map<string, Schema>();
  return (body: unknown, schemaPointer: string): void => {
    let root = roots.get(schemaPointer);
    if (!root) {
      root = { $ref: schemaPointer };
      roots.set(schemaPointer, root);
    }
    normalise(body, root);
  };
}
