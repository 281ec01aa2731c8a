import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);

/** What the `generate:api` script passes to the CLI, as programmatic options. */
const GENERATE_FLAGS = '--default-non-nullable=false';
const GENERATE_OPTIONS = { defaultNonNullable: false };

it('schema.d.ts is what openapi-typescript makes of openapi.yaml today', async () => {
  const ast = await openapiTS(new URL('openapi.yaml', root), { ...GENERATE_OPTIONS, silent: true });
  // The CLI puts COMMENT_HEADER in front of the same text.
  const expected = `${COMMENT_HEADER}${astToString(ast)}`;
  const committed = await readFile(new URL('packages/api/src/schema.d.ts', root), 'utf8');

  if (committed !== expected) expect.fail('packages/api/src/schema.d.ts is stale: run npm run generate:api');
});

it('generate:api uses the options this check regenerates with', async () => {
  const manifest = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));

  // Without the flag, request fields that have a default (search's sortBy) would turn required.
  expect(manifest.scripts['generate:api']).toBe(
    `openapi-typescript openapi.yaml -o packages/api/src/schema.d.ts ${GENERATE_FLAGS}`,
  );
});
