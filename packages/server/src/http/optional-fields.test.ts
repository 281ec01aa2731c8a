import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '../contract-types.ts';
import { badRequestExamples, exampleBody } from '../test-support/contract-cases.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type Contract, type ContractOperation, loadContract } from './contract.ts';

/**
 * "Optional means optional", for every operation of the contract: each optional field of the
 * operation's example body, nested sections included, may be left out, sent as null (where null is
 * allowed) or sent as blank text, and the body is not refused for its form. The cases come from the
 * contract's own schemas, so an operation added to openapi.yaml is covered without editing this file.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
}

type Body = Record<string, unknown>;

interface OptionalField {
  path: string[];
  nullable: boolean;
  text: boolean;
}

const contract = loadContract();
const operations = contract.operations.filter((operation) => operation.requestBodySchema);

function schemaTools(document: Contract['document']) {
  const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
  const resolve = (schema: Schema | undefined): Schema =>
    schema?.$ref ? resolve(schemas[schema.$ref.split('/').at(-1) ?? '']) : (schema ?? {});
  const parts = (schema: Schema | undefined): Schema[] => {
    const resolved = resolve(schema);
    return [resolved, ...(resolved.allOf ?? []).flatMap(parts)];
  };
  const types = (schema: Schema) => parts(schema).flatMap((part) => [part.type ?? []].flat());
  return { resolve, parts, types };
}

/** Every optional field of `body` (as the example gives it) under `schema`, nested objects included. */
function optionalFields(schema: Schema, body: Body, path: string[] = []): OptionalField[] {
  const { resolve, types } = schemaTools(contract.document);
  const resolved = resolve(schema);
  const required = new Set(resolved.required ?? []);
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => {
    const here = [...path, name];
    const kinds = types(property);
    const value = body[name];
    const nested =
      kinds.includes('object') && value && typeof value === 'object' && !Array.isArray(value)
        ? optionalFields(property, value as Body, here)
        : [];
    if (required.has(name)) return nested;
    return [{ path: here, nullable: kinds.includes('null'), text: kinds.includes('string') }, ...nested];
  });
}

function withField(body: Body, path: string[], change: (parent: Body, key: string) => void): Body {
  const copy = structuredClone(body);
  const key = path.at(-1) as string;
  const parent = path.slice(0, -1).reduce((object, segment) => object[segment] as Body, copy);
  change(parent, key);
  return copy;
}

function variants(field: OptionalField): [string, (parent: Body, key: string) => void][] {
  return [
    ['left out', (parent, key) => delete parent[key]],
    ...(field.nullable ? [['null', (parent: Body, key: string) => (parent[key] = null)] as const] : []),
    ...(field.text ? [['blank', (parent: Body, key: string) => (parent[key] = '   ')] as const] : []),
  ] as [string, (parent: Body, key: string) => void][];
}

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = (await api.newAdministrator()).token;
});
afterAll(() => api.close());

function casesOf(operation: ContractOperation) {
  const body = exampleBody(contract, operation);
  const content = operation.definition.requestBody?.content['application/json'] as
    | { schema: Schema }
    | undefined;
  const schema = content?.schema ?? {};
  return optionalFields(schema, body).flatMap((field) =>
    variants(field).map(([label, change]) => ({
      name: `${field.path.join('.')} ${label}`,
      field: field.path.join('.'),
      body: withField(body, field.path, change),
    })),
  );
}

describe.each(
  operations
    .map((operation) => [operation.operationId, operation, casesOf(operation)] as const)
    .filter(([, , cases]) => cases.length > 0),
)('%s', (_, operation, cases) => {
  test.each(cases.map((entry) => [entry.name, entry.field, entry.body] as const))(
    '%s: not refused for its form',
    async (__, field, body) => {
      const answer = await api.call<{ error?: string }>(
        operation.path,
        body,
        operation.requiresBearer ? { token } : {},
      );
      // The body may still be refused for what it means (the example's ids are not this employer's, a
      // salary needs its currency), but never by the contract's check of the field left out, null or
      // blank: those answers read "<field>: <requirement>." (http/validation-messages.ts).
      expect(answer.body.error ?? '').not.toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
      if (answer.status === 400 && !answer.body.error?.includes(': ')) return;
      if (answer.status === 400) expect(badRequestExamples(operation)).toContainEqual(answer.body);
    },
  );
});

describe('create-employee, with what a hand-written client sends', () => {
  const required = (number: string) => ({
    employeeNo: number,
    firstName: 'Ama',
    lastName: 'Mensah',
    dob: '1990-04-02',
    country: 'Ghana',
    ninId: `GHA-${number}`,
    email: `ama.${number}@example.com`,
  });
  const create = async (body: Body) => {
    const answer = await api.call<{ returnObject: EmployeeRecord }>('/management/create-employee', body, {
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.returnObject;
  };

  test('only the seven required quick-entry fields: 200, every optional field stored as none', async () => {
    const record = await create({ quickEntry: required('Q-001') });
    expect(record.values.quickEntry).toEqual({
      ...required('Q-001'),
      passport: null,
      position: null,
      phoneNumber: null,
      department: null,
      startDate: null,
    });
  });

  test('sections sent with every optional field left out, as null, or blank store the same record', async () => {
    const sections = (fill: unknown) => ({
      personal: { dateJoined: fill, endOfProbation: fill, placement: {}, employmentTerms: {} },
      job: { title: fill, employmentType: fill, workLocation: fill, lineManagerId: fill },
      salary: { basicSalary: fill, currency: fill, bankAccount: fill },
      family: { spouse: fill },
      contact: { phone: fill, personalEmail: fill, address: fill, emergencyContact: { name: fill } },
      health: { bloodGroup: fill, allergies: fill, conditions: fill },
      directory: { extension: fill, office: fill },
      others: { notes: fill },
    });
    const dropUndefined = (value: unknown) => JSON.parse(JSON.stringify(value));
    const leftOut = await create({ quickEntry: required('Q-002'), ...dropUndefined(sections(undefined)) });
    const asNull = await create({ quickEntry: required('Q-003'), ...sections(null) });
    const asBlank = await create({
      quickEntry: { ...required('Q-004'), passport: ' ', phoneNumber: '' },
      ...sections('  '),
    });
    const comparable = ({ values: { quickEntry: _, ...rest } }: EmployeeRecord) => rest;
    expect(comparable(leftOut)).toEqual(comparable(asNull));
    expect(comparable(asBlank)).toEqual(comparable(asNull));
    expect(asBlank.values.quickEntry.passport).toBeNull();
    expect(asNull.values.family).toEqual({
      maritalStatus: 'Single',
      spouseWorking: false,
      spouse: null,
      numberOfChildren: 0,
    });
    expect(asNull.values.directory.shownInDirectory).toBe(true);
    expect(asNull.values.salary).toMatchObject({
      payPeriod: 'Monthly',
      paymentMethod: 'Bank',
      basicSalary: null,
    });
  });

  test('a blank required field is still refused with its message', async () => {
    const answer = await api.call(
      '/management/create-employee',
      { quickEntry: { ...required('Q-005'), firstName: '  ' } },
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'quickEntry.firstName' });
  });
});
