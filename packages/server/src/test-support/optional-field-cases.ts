import type { Contract, ContractOperation } from '../http/contract.ts';

/**
 * "Optional means optional" cases derived from openapi.yaml: every optional field of an operation's
 * request body (nested sections included), the ways a client may send it as none (left out, null where
 * the schema allows null, empty or only spaces where it is text), and the bodies to send them in. An
 * operation added to the contract is covered by the tests that use these without editing them.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  format?: string;
  default?: unknown;
  minLength?: number;
  pattern?: string;
  enum?: unknown[];
  minProperties?: number;
}

export type Body = Record<string, unknown>;

export interface NoneVariant {
  label: 'left out' | 'null' | 'empty' | 'spaces';
  /** Sets the field `key` of `parent` (its section) to this way of saying none. */
  apply(parent: Body, key: string): void;
}

export interface OptionalField {
  /** Where the field sits in the body: ['contact', 'address']. */
  path: string[];
  variants: NoneVariant[];
  /**
   * Left out, the field keeps its stored value instead of becoming none: a field of an update's top
   * level without a `default` (a patch field, or a whole section of update-employee).
   */
  leftOutKeepsValue: boolean;
  /** The field can hold none (null, or the empty text): sent blank, it is cleared, never kept. */
  canBeNone: boolean;
}

const leftOut: NoneVariant = { label: 'left out', apply: (parent, key) => delete parent[key] };
const asNull: NoneVariant = { label: 'null', apply: (parent, key) => (parent[key] = null) };
const empty: NoneVariant = { label: 'empty', apply: (parent, key) => (parent[key] = '') };
const spaces: NoneVariant = { label: 'spaces', apply: (parent, key) => (parent[key] = ' \t ') };

export function schemaTools(contract: Contract) {
  const schemas = (contract.document.components as { schemas: Record<string, Schema> }).schemas;
  const resolve = (schema: Schema | undefined): Schema =>
    schema?.$ref ? resolve(schemas[schema.$ref.split('/').at(-1) ?? '']) : (schema ?? {});
  /** The schema and every schema it is made of through allOf (and $ref). */
  const parts = (schema: Schema | undefined): Schema[] => {
    const resolved = resolve(schema);
    return [resolved, ...(resolved.allOf ?? []).flatMap(parts)];
  };
  const types = (schema: Schema) => parts(schema).flatMap((part) => [part.type ?? []].flat());
  const propertyOf = (schema: Schema, name: string) =>
    parts(schema).find((part) => part.properties?.[name])?.properties?.[name];
  const requiredOf = (schema: Schema) => new Set(parts(schema).flatMap((part) => part.required ?? []));
  const requestSchema = (operation: ContractOperation): Schema =>
    (operation.definition.requestBody?.content['application/json'] as { schema?: Schema } | undefined)
      ?.schema ?? {};
  return { parts, types, propertyOf, requiredOf, requestSchema };
}

export type SchemaTools = ReturnType<typeof schemaTools>;

/**
 * Every optional field of the operation's request schema, nested sections included: those of a
 * section the example `body` leaves out too, when that section can be sent on its own (it requires
 * nothing).
 */
export function optionalFields(
  contract: Contract,
  operation: ContractOperation,
  body: Body,
): OptionalField[] {
  const tools = schemaTools(contract);
  const isUpdate = /\/update-[^/]*$/.test(operation.path);
  const walk = (schema: Schema, value: Body | undefined, path: string[]): OptionalField[] => {
    const required = tools.requiredOf(schema);
    const names = new Set(tools.parts(schema).flatMap((part) => Object.keys(part.properties ?? {})));
    return [...names].flatMap((name) => {
      const property = tools.propertyOf(schema, name) as Schema;
      const here = [...path, name];
      const kinds = tools.types(property);
      const child = value?.[name];
      const isSection = kinds.includes('object') && !Array.isArray(child);
      const nested =
        isSection && (child ? typeof child === 'object' : tools.requiredOf(property).size === 0)
          ? walk(property, child as Body | undefined, here)
          : [];
      if (required.has(name)) return nested;
      const hasDefault = tools.parts(property).some((part) => part.default !== undefined);
      const field: OptionalField = {
        path: here,
        variants: [
          leftOut,
          ...(kinds.includes('null') ? [asNull] : []),
          ...(kinds.includes('string') ? [empty, spaces] : []),
        ],
        leftOutKeepsValue: isUpdate && path.length === 0 && !hasDefault,
        canBeNone: kinds.includes('null') || holdsEmptyText(tools.parts(property)),
      };
      return [field, ...nested];
    });
  };
  return walk(tools.requestSchema(operation), body, []);
}

/** True when every part of a property's schema lets it be the empty text. */
function holdsEmptyText(parts: Schema[]): boolean {
  return parts.every(
    (part) =>
      [part.type ?? 'string'].flat().includes('string') &&
      !part.minLength &&
      !part.format &&
      (!part.enum || part.enum.includes('')) &&
      (!part.pattern || new RegExp(part.pattern, 'u').test('')),
  );
}

/** A copy of `body` with the field at `path` sent as `variant` (in sections started where missing). */
export function withVariant(body: Body, path: string[], variant: NoneVariant): Body {
  const copy = structuredClone(body);
  const key = path.at(-1) as string;
  let parent: Body = copy;
  for (const segment of path.slice(0, -1)) {
    // A field is left out of a section that is not there by leaving the section out too.
    if (variant === leftOut && !parent[segment]) return copy;
    parent[segment] ??= {};
    parent = parent[segment] as Body;
  }
  variant.apply(parent, key);
  return copy;
}

/**
 * `body` with only what the schema requires, and the sections on the way to `path` with that field:
 * the field as a hand-written client sends it when it has nothing else to say.
 */
export function requiredOnly(
  contract: Contract,
  operation: ContractOperation,
  body: Body,
  path: string[],
): Body {
  const tools = schemaTools(contract);
  const prune = (schema: Schema, value: Body, rest: string[]): Body => {
    const required = tools.requiredOf(schema);
    // A section that must hold something (minProperties: a role's grid) keeps the example's other
    // fields: none of them is required, but not all of them can be left out at once.
    const holdsSomething = tools.parts(schema).some((part) => (part.minProperties ?? 0) > 0);
    const kept: Body = {};
    for (const [name, child] of Object.entries(value)) {
      if (!required.has(name) && name !== rest[0] && !holdsSomething) continue;
      const property = tools.propertyOf(schema, name);
      const isSection =
        child &&
        typeof child === 'object' &&
        !Array.isArray(child) &&
        property &&
        !(holdsSomething && name !== rest[0]);
      kept[name] = isSection ? prune(property, child as Body, name === rest[0] ? rest.slice(1) : []) : child;
    }
    return kept;
  };
  return prune(tools.requestSchema(operation), body, path);
}

/**
 * The section holding the field at `path` in an answer (searched from the top, so `contact.address`
 * is found at `values.contact.address` of an employee record), and the field's value; undefined when
 * the answer does not carry the field back (a search term, a password).
 */
export function readBack(answer: unknown, path: string[]): { section: Body; value: unknown } | undefined {
  const queue: unknown[] = [answer];
  while (queue.length > 0) {
    const node = queue.shift();
    if (!node || typeof node !== 'object' || Array.isArray(node)) continue;
    const section = path.slice(0, -1).reduce<unknown>((object, segment) => {
      const next = (object as Body | undefined)?.[segment];
      return next && typeof next === 'object' && !Array.isArray(next) ? next : undefined;
    }, node) as Body | undefined;
    const key = path.at(-1) as string;
    if (section && key in section) return { section, value: section[key] };
    queue.push(...Object.values(node));
  }
  return undefined;
}
