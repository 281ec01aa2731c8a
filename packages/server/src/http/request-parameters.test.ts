import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { badRequestExamples, exampleBody } from '../test-support/contract-cases.ts';
import { minimalPdf } from '../test-support/sample-files.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type ContractOperation, type ContractParameter, loadContract } from './contract.ts';

/**
 * The headers an operation declares (upload-attachment's X-File-Name), held to their schemas as bodies
 * are: each case comes from the contract (required, minLength, maxLength, the parameter's example as
 * the control, and the operation's 400 examples naming a header), so a header added to openapi.yaml
 * is covered without editing this file.
 */

const contract = loadContract();

interface Schema {
  minLength?: number;
  maxLength?: number;
  example?: string;
}

interface Declared {
  schema?: Schema;
  example?: string;
  examples?: Record<string, { value: string }>;
}

const headers = contract.operations.flatMap((operation) =>
  operation.parameters
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => [`${operation.operationId} ${parameter.name}`, operation, parameter] as const),
);

/** The parameter's declaration and the schema its pointer names. */
function declared(parameter: ContractParameter): { schema: Schema; example: string } {
  const at = (pointer: string) =>
    pointer
      .slice(2)
      .split('/')
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract.document);
  const declaration = at(parameter.schema.replace(/\/schema$/, '')) as Declared;
  const schema = declaration.schema ?? {};
  const example =
    declaration.example ?? Object.values(declaration.examples ?? {})[0]?.value ?? schema.example ?? 'x';
  return { schema, example };
}

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await api.newAdministrator()).token;
});
afterAll(() => api.close());

/** The operation called with its example body and every header at its example, `changes` applied. */
function send(operation: ContractOperation, changes: Record<string, string | undefined>) {
  const sent: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = parameter.name in changes ? changes[parameter.name] : declared(parameter).example;
    if (parameter.in === 'header' && value !== undefined) sent[parameter.name] = value;
  }
  const bodyIsAFile = operation.requestBodyMediaType !== undefined;
  return api.call(operation.path, bodyIsAFile ? undefined : exampleBody(contract, operation), {
    ...(operation.requiresBearer ? { token } : {}),
    ...(bodyIsAFile
      ? {
          rawBody: minimalPdf(),
          headers: { 'Content-Type': operation.requestBodyMediaType as string, ...sent },
        }
      : { headers: sent }),
  });
}

describe.each(headers)('%s', (_, operation, parameter) => {
  const { schema } = declared(parameter);
  const name = parameter.name;

  test('its example is accepted (the control case)', async () => {
    const answer = await send(operation, {});
    expect(answer.body).not.toMatchObject({ field: name });
  });

  test.runIf(parameter.required)('left out: 400 naming it', async () => {
    const answer = await send(operation, { [name]: undefined });
    expect(answer.body).toEqual({ returnCode: 400, error: `${name}: is required.`, field: name });
  });

  test.runIf(schema.minLength !== undefined)('shorter than its minLength: 400 naming it', async () => {
    const answer = await send(operation, { [name]: 'x'.repeat((schema.minLength ?? 1) - 1) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: name, error: expect.stringMatching(`^${name}: `) });
  });

  test.runIf(schema.maxLength !== undefined)('one character over its maxLength: 400 naming it', async () => {
    const answer = await send(operation, { [name]: 'x'.repeat((schema.maxLength ?? 0) + 1) });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: `${name}: must be at most ${schema.maxLength} characters.`,
      field: name,
    });
  });

  test.runIf(schema.maxLength !== undefined)('exactly its maxLength: not refused for it', async () => {
    // Within the contract: whatever the service then makes of the value, it is not refused for its length.
    const answer = await send(operation, { [name]: `${'x'.repeat((schema.maxLength ?? 4) - 4)}.pdf` });
    expect(answer.body).not.toMatchObject({ field: name });
  });

  type Example = { error: string; field: string };
  const examples = badRequestExamples(operation).flatMap(
    (example): [string, Example, string | undefined][] => {
      if (example.field !== name) return [];
      const requirement = example.error.slice(name.length + 2);
      const atMost = /^must be at most (\d+) characters\.$/.exec(requirement);
      // The examples a header's schema decides; a refusal the service decides (a name that is not
      // URL-encoded) is provoked by that service's own tests.
      if (requirement === 'is required.') return [[example.error, example, undefined]];
      if (requirement === 'must not be empty.') return [[example.error, example, '']];
      if (atMost) return [[example.error, example, 'x'.repeat(Number(atMost[1]) + 1)]];
      return [];
    },
  );
  test.each(examples)(
    'the contract’s example "%s" is what the server answers',
    async (__, example, value) => {
      const answer = await send(operation, { [name]: value });
      expect(answer.body).toEqual({ returnCode: 400, ...example });
    },
  );
});

test('the contract declares at least one header, so this suite checks something', () => {
  expect(headers.length).toBeGreaterThan(0);
});
