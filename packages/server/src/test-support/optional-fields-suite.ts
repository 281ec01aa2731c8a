import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ContractOperation } from '../http/contract.ts';
import { loadContract } from '../http/contract.ts';
import { exampleBody } from './contract-cases.ts';
import { createReferences, type EmployerReferences } from './employee-fixtures.ts';
import {
  type Body,
  type NoneVariant,
  type OptionalField,
  optionalFields,
  readBack,
  requiredOnly,
  schemaTools,
  withVariant,
} from './optional-field-cases.ts';
import { type ApiAnswer, createTestApi, type TestApi } from './test-api.ts';

/**
 * "Optional means optional", for every operation of the contract: each optional field of the request,
 * nested sections included, is sent left out, null (where null is allowed), empty and only spaces
 * (where it is text), both in the operation's example and with nothing else but what is required.
 * Every way of saying none must be read alike (the same answer, the same section stored), and with
 * only the required fields around it the operation succeeds. A field left out of an update's top level
 * keeps its stored value. The cases come from the contract's own schemas, so an operation added to
 * openapi.yaml is covered without editing this file.
 *
 * The cases are many (every optional field of every operation, each said four ways in two shapes), so
 * they are dealt out over a few test files by operation (http/optional-fields*.test.ts), which the
 * server suite's workers run side by side. Each file calls describeOptionalFieldCases with its share.
 */

type Answer = ApiAnswer<{ error?: string; returnObject?: { id?: string } }>;

const contract = loadContract();
const tools = schemaTools(contract);

function fieldsOf(operation: ContractOperation) {
  return optionalFields(contract, operation, exampleBody(contract, operation)).map(
    (field) => [field.path.join('.'), field] as const,
  );
}

/** What the database keeps unique within an employer (db/migrations): made unique for each case. */
const UNIQUE_TEXTS = new Set(['code', 'employeeNo', 'name', 'vehicleType']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A moment a row was written (createdAt, updatedAt): never the same twice. */
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

/**
 * Declares the cases of the operations `select` picks, on a server and an employer of the calling file's
 * own; answers the file's server and administrator's token for cases of its own.
 */
export function describeOptionalFieldCases(select: (operation: ContractOperation) => boolean) {
  const cases = contract.operations
    .filter((operation) => operation.requestBodySchema && select(operation))
    .map((operation) => [operation.operationId, operation, fieldsOf(operation)] as const)
    .filter(([, , fields]) => fields.length > 0);

  let api: TestApi;
  let token: string;
  let referenceIds: Record<string, string>;
  let caseCount = 0;
  beforeAll(async () => {
    api = await createTestApi();
    // The sign-in example's account, so that sign-in succeeds.
    const signIn = exampleBody(
      contract,
      contract.operations.find((operation) => operation.path === '/auth/login') as ContractOperation,
    );
    token = (
      await api.newAdministrator({ email: String(signIn.username), password: String(signIn.password) })
    ).token;
    const delegate = await api.addEmployee(token, { firstName: 'Mary', lastName: 'Jackson' });
    // Expense Claim switched on (issue 32): its operations answer 403 to everyone while it is off.
    const expenses = await api.call(
      '/employer/set-module-access',
      { moduleId: 'expense-claim', enabled: true },
      { token },
    );
    expect(expenses.status).toBe(200);
    // A leave type whose policy asks for nothing, for the leave requests' cases to book against.
    const leaveType = await api.call<{ returnObject: { id: string } }>(
      '/leave/create-leave-type',
      { code: 'OPT', requireReason: false, requireAttachment: false },
      { token },
    );
    // A discussion topic, for the replies' cases to answer.
    const topic = await api.call<{ returnObject: { id: string } }>(
      '/team/create-discussion-topic',
      { title: 'Optional fields' },
      { token },
    );
    // A custom role, for the roles' lists to filter by.
    const role = await api.call<{ returnObject: { id: string } }>(
      '/roles/create-role',
      { name: 'Optional fields', grid: { team: { read: 'employer' } } },
      { token },
    );
    // An incident category, for the incident types' cases to be filed under.
    const category = await api.call<{ returnObject: { id: string } }>(
      '/incidents/create-incident-category',
      { code: 'OPT', description: 'Optional fields' },
      { token },
    );
    // An incident type, for the incident cases' cases to be reported under (issue 30).
    const incidentType = await api.call<{ returnObject: { id: string } }>(
      '/incidents/create-incident-type',
      {
        code: 'OPT',
        description: 'Optional fields',
        categoryId: category.body.returnObject.id,
        rule: 'Handbook',
      },
      { token },
    );
    referenceIds = {
      ...idsByName(await createReferences(api, token), delegate.id),
      typeId: incidentType.body.returnObject.id,
      leaveTypeId: leaveType.body.returnObject.id,
      topicId: topic.body.returnObject.id,
      roleId: role.body.returnObject.id,
      categoryId: category.body.returnObject.id,
    };
  });
  afterAll(() => api.close());

  /** The rows the examples' ids point at, by the property's name: this employer's own. */
  function idsByName(references: EmployerReferences, delegateId: string): Record<string, string> {
    return {
      position: references.jobPositionId,
      jobPositionId: references.jobPositionId,
      department: references.departmentId,
      departmentId: references.departmentId,
      levelId: references.levelId,
      bankId: references.bankId,
      lineManagerId: references.lineManagerId,
      headEmployeeId: references.lineManagerId,
      approverEmployeeId: references.lineManagerId,
      delegateEmployeeId: delegateId,
    };
  }

  function send(operation: ContractOperation, body: Body): Promise<Answer> {
    return api.call(operation.path, body, operation.requiresBearer ? { token } : {});
  }

  function expectSuccess(answer: Answer, what: string) {
    expect(answer.status, what).toBeGreaterThanOrEqual(200);
    expect(answer.status, what).toBeLessThan(300);
  }

  /**
   * The operation's example made to succeed for this employer, once per case: its ids point at the
   * employer's rows (an update at a row of its own, made for it), its unique values carry `tag`.
   */
  async function boundExample(operation: ContractOperation, tag: string): Promise<Body> {
    const body = exampleBody(contract, operation);
    const bind = (value: Body, schema: Parameters<typeof tools.propertyOf>[0]) => {
      for (const [name, child] of Object.entries(value)) {
        const property = tools.propertyOf(schema, name);
        if (!property) continue;
        const formats = tools.parts(property).map((part) => part.format);
        // An incident case's subjects (issue 30): the employees the report is about.
        if (name === 'subjectIds' && Array.isArray(child)) value[name] = [referenceIds.lineManagerId];
        if (child && typeof child === 'object' && !Array.isArray(child)) bind(child as Body, property);
        else if (typeof child !== 'string' || (value === body && OWN_ROWS.has(name))) continue;
        else if (formats.includes('uuid')) {
          const id = referenceIds[name];
          if (!id) throw new Error(`Teach optional-fields.test.ts which row "${name}" points at.`);
          value[name] = id;
        } else if (formats.includes('email')) value[name] = `${tag}.${child}`;
        else if (UNIQUE_TEXTS.has(name)) value[name] = `${child}-${tag}`;
      }
    };
    bind(body, tools.requestSchema(operation));
    // Each case gets an employee of its own, so that what it books (leave) never meets another case's.
    if (typeof body.employeeId === 'string') body.employeeId = (await api.addEmployee(token)).id;
    if (typeof body.id === 'string') body.id = await rowToChange(operation, tag);
    return body;
  }

  /** Top-level ids made for each case rather than pointed at the shared rows. */
  const OWN_ROWS = new Set(['id', 'employeeId']);

  /**
   * The operations that act on a row another operation makes, other than update-X (made by create-X),
   * and where that operation's answer holds the new row's id.
   */
  const MADE_BY: Record<string, { path: string; id: (answer: Answer) => string | undefined }> = {
    '/leave/decide-leave-request': {
      path: '/leave/submit-leave-request',
      id: (answer) => (answer.body.returnObject as { request?: { id: string } } | undefined)?.request?.id,
    },
    // Incident cases (issue 30): a case is reported, and the answer holds it beside its follow-up code.
    '/incidents/update-incident-case': {
      path: '/incidents/report-incident-case',
      id: (answer) => (answer.body.returnObject as { case?: { id: string } } | undefined)?.case?.id,
    },
    // Document WorkFlow (issue 31): a request's items are read by the request's id.
    '/documents/list-document-request-items': {
      path: '/documents/create-document-request',
      id: (answer) => (answer.body.returnObject as { id?: string } | undefined)?.id,
    },
  };

  /** A new row for an update to change, made by the area's create operation with its example. */
  async function rowToChange(operation: ContractOperation, tag: string): Promise<string> {
    const madeBy = MADE_BY[operation.path];
    const createPath = madeBy?.path ?? operation.path.replace(/\/update-([^/]*)$/, '/create-$1');
    const create = contract.operations.find((candidate) => candidate.path === createPath);
    if (!create || create === operation) {
      throw new Error(`Teach optional-fields.test.ts how to make the row ${operation.operationId} acts on.`);
    }
    const answer = await send(create, await boundExample(create, tag));
    expectSuccess(answer, `${create.operationId}: ${JSON.stringify(answer.body)}`);
    return (madeBy ? madeBy.id(answer) : answer.body.returnObject?.id) as string;
  }

  /** The answer with what differs from case to case (new ids, the case's unique values, timestamps) blanked out. */
  function comparable(answer: Answer, tag: string): unknown {
    const shared = new Set(Object.values(referenceIds));
    const text = JSON.stringify(answer.body)
      .replaceAll(tag, '<tag>')
      .replace(UUID, (id) => (shared.has(id) ? id : '<new id>'))
      .replace(TIMESTAMP, '<time>');
    return JSON.parse(text);
  }

  async function sendAsNone(
    operation: ContractOperation,
    field: OptionalField,
    variant: NoneVariant,
    shape: 'example' | 'required only',
  ) {
    caseCount += 1;
    const tag = `u${String(caseCount).padStart(5, '0')}`;
    const example = await boundExample(operation, tag);
    const body = shape === 'example' ? example : requiredOnly(contract, operation, example, field.path);
    const what = `${shape}, ${field.path.join('.')} ${variant.label}`;
    // Where left out means "as it is", the field is sent after a request that sets it (the example's value).
    const before = field.leftOutKeepsValue ? await send(operation, body) : undefined;
    const answer = await send(operation, withVariant(body, field.path, variant));
    const said = `${what}: ${JSON.stringify(answer.body)}`;
    // Never refused by the contract's check of the field itself ("<field>: <requirement>.").
    expect(answer.body.error ?? '', said).not.toMatch(new RegExp(`^${field.path.join('\\.')}: `));
    if (shape === 'required only') expectSuccess(answer, said);
    const stored = readBack(comparable(answer, tag), field.path);
    if (!before) return { status: answer.status, error: answer.body.error, section: stored?.section };

    expectSuccess(before, `${what}, before: ${JSON.stringify(before.body)}`);
    const kept = readBack(comparable(before, tag), field.path);
    if (variant.label === 'left out' || !field.canBeNone) {
      expect(stored?.value, `${said}: it keeps its value`).toEqual(kept?.value);
    } else if (stored) {
      expect([null, ''], `${said}: it is cleared`).toContainEqual(stored.value);
    }
    return variant.label === 'left out' ? undefined : { status: answer.status, error: answer.body.error };
  }

  describe.each(cases)('%s', (_, operation, fields) => {
    test.each(fields)('%s: left out, null or blank, read as none', async (__, field) => {
      for (const shape of ['example', 'required only'] as const) {
        const answers = [];
        for (const variant of field.variants) {
          const answer = await sendAsNone(operation, field, variant, shape);
          if (answer) answers.push({ variant: variant.label, ...answer });
        }
        // Every way of saying none is read alike: the same answer, the same section stored.
        const [first, ...others] = answers;
        for (const other of others) expect({ ...other, variant: first?.variant }, shape).toEqual(first);
      }
    });
  });

  return { api: () => api, token: () => token };
}
