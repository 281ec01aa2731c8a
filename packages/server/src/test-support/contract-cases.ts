import type { Contract, ContractOperation } from '../http/contract.ts';

/**
 * Test cases derived from openapi.yaml: the valid body of an operation (its first example), one way
 * to break each field its schema describes, and the body that reproduces one of its error examples.
 * An operation added to the contract is covered by the tests that use these without editing them.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  maxProperties?: number;
  maxLength?: number;
  minimum?: number;
  enum?: unknown[];
  format?: string;
}

type Body = Record<string, unknown>;

export interface BrokenField {
  label: string;
  /** The dotted path the 400 must name. */
  field: string;
  break(body: Body): void;
}

type Example = { value: Body } | { $ref: string };

/**
 * The first example of the operation's request body, as a fresh copy to change; one kept under
 * components/examples is followed there.
 */
export function exampleBody(contract: Contract, operation: ContractOperation): Body {
  const content = operation.definition.requestBody?.content['application/json'] as {
    examples: Record<string, Example>;
  };
  const [first] = Object.values(content.examples);
  if (first && '$ref' in first) {
    const examples = (contract.document.components as { examples: Record<string, { value: Body }> }).examples;
    return structuredClone(examples[first.$ref.split('/').at(-1) ?? '']?.value ?? {});
  }
  return structuredClone(first?.value ?? {});
}

/** One way to break each field of the operation's request schema, nested objects included. */
export function brokenFields(contract: Contract, operation: ContractOperation): BrokenField[] {
  const { schema, resolve } = requestSchema(contract, operation);
  return breakEach(schema, [], resolve);
}

/** True for operations whose body must be an empty object (EmptyRequest): they take only the token. */
export function takesNoFields(contract: Contract, operation: ContractOperation): boolean {
  return requestSchema(contract, operation).schema.maxProperties === 0;
}

function requestSchema(contract: Contract, operation: ContractOperation) {
  const schemas = (contract.document.components as { schemas: Record<string, Schema> }).schemas;
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(schemas[schema.$ref.split('/').at(-1) ?? ''] as Schema) : schema;
  const content = operation.definition.requestBody?.content['application/json'] as { schema: Schema };
  return { schema: resolve(content.schema), resolve };
}

function breakEach(schema: Schema, path: string[], resolve: (schema: Schema) => Schema): BrokenField[] {
  const cases: BrokenField[] = [];
  const at = (body: Body) => path.reduce((object, key) => object[key] as Body, body);
  for (const name of schema.required ?? []) {
    cases.push({
      label: 'missing',
      field: [...path, name].join('.'),
      break: (body) => delete at(body)[name],
    });
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = [...path, name].join('.');
    const resolved = resolve(property);
    const add = (label: string, value: unknown) =>
      cases.push({
        label,
        field,
        break: (body) => {
          at(body)[name] = value;
        },
      });
    if (resolved.type === 'object') {
      add('not an object', 'text');
      for (const child of breakEach(resolved, [...path, name], resolve)) {
        cases.push({
          ...child,
          break: (body) => {
            at(body)[name] ??= {};
            child.break(body);
          },
        });
      }
    }
    if (resolved.type === 'string') {
      add('a number instead of a string', 12345);
      if (resolved.maxLength) add('over-long', 'x'.repeat(resolved.maxLength + 1));
      if (resolved.enum) add('outside the enum', 'not-a-choice');
      if (resolved.format) add(`not a valid ${resolved.format}`, 'not valid at all');
    }
    if (resolved.type === 'integer') {
      add('a string instead of an integer', '1');
      add('a fraction', 1.5);
      if (resolved.minimum !== undefined) add('below the minimum', resolved.minimum - 1);
    }
    if (resolved.type === 'boolean') add('a string instead of a boolean', 'true');
  }
  return cases;
}

/** The operation's 400 examples from the contract: what the server must answer, word for word. */
export function badRequestExamples(operation: ContractOperation): { error: string; field: string }[] {
  const response = operation.definition.responses['400'] as {
    content?: Record<string, { examples?: Record<string, { value: { error: string; field: string } }> }>;
  };
  return Object.values(response.content?.['application/json']?.examples ?? {}).map(
    (example) => example.value,
  );
}

/**
 * The 400 examples a malformed body produces ("field: requirement."), as opposed to those a service
 * decides on a well-formed one (a spent reset link, a wrong current password), which only that
 * service's tests can set up.
 */
export function validationExamples(operation: ContractOperation): { error: string; field: string }[] {
  return badRequestExamples(operation).filter((example) => example.error.startsWith(`${example.field}: `));
}

/** Breaks `field` of `body` the way `error` describes, to reproduce an example of the contract. */
export function provoke(body: Body, field: string, error: string): void {
  const keys = field.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((object, key) => object[key] as Body, body);
  const requirement = error.slice(field.length + 2);
  const atMost = /^must be at most (\d+)( characters)?\.$/.exec(requirement);
  // Formatted content's own rules (@hr/domain's formattedTextProblem).
  const visiblyLong = /^is ([\d,]+) characters long; the most is [\d,]+\.$/.exec(requirement);
  const badLink = /^links may only be http, https or mailto: (.+)\.$/.exec(requirement);
  if (requirement === 'is required.') delete parent[last];
  else if (requirement === 'is not expected here.') parent[last] = 'unexpected';
  else if (atMost?.[2]) parent[last] = 'x'.repeat(Number(atMost[1]) + 1);
  else if (atMost) parent[last] = Number(atMost[1]) + 1;
  else if (requirement === 'must be a valid e-mail address.') parent[last] = 'not-an-e-mail';
  else if (requirement === 'must be a valid UUID.') parent[last] = 'not-a-uuid';
  else if (requirement === 'must be a valid date as YYYY-MM-DD.') parent[last] = '2026-02-30';
  else if (requirement === 'must be true or false.') parent[last] = 'true';
  else if (requirement.startsWith('must be one of: ')) parent[last] = 'not-a-choice';
  else if (visiblyLong?.[1]) parent[last] = 'x'.repeat(Number(visiblyLong[1].replaceAll(',', '')));
  else if (badLink?.[1]) parent[last] = `[a](${badLink[1]})`;
  else if (requirement === 'must not be blank.') parent[last] = '   ';
  // A decimal string's pattern (validation-messages.ts: "must be a rate in digits, …").
  else if (/^must be an? [a-z ]+ in digits\b/.test(requirement)) parent[last] = 'not digits';
  else throw new Error(`Teach provoke() to produce "${error}".`);
}
