import type Ajv2020 from 'ajv/dist/2020.js';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import type { ContractOperation, ContractParameter } from './contract.ts';
import { CONTRACT_ID } from './contract-ajv.ts';
import { failure } from './envelope.ts';
import { describeParameterError } from './validation-messages.ts';

/**
 * Checks the operation's headers, query and path parameters against their schemas in the contract
 * (required, minLength, maxLength, pattern...), as validatedBody checks a JSON body: a value the
 * contract does not allow is a 400 naming the parameter before the handler, or the body, is read.
 * Undefined for an operation that declares none. Values are checked as HTTP carries them, as text.
 */
export function validatedParameters(
  ajv: Ajv2020,
  operation: ContractOperation,
): MiddlewareHandler<ApiEnv> | undefined {
  if (!operation.parameters.length) return undefined;
  const cookie = operation.parameters.find((parameter) => parameter.in === 'cookie');
  if (cookie)
    throw new Error(`${operation.operationId} declares cookie ${cookie.name}, which no check reads.`);
  const checks = operation.parameters.map((parameter) => ({
    parameter,
    validate: ajv.compile({ $ref: `${CONTRACT_ID}${parameter.schema}` }),
  }));
  return async (c, next) => {
    for (const { parameter, validate } of checks) {
      const value = parameterValue(c, parameter);
      if (value === undefined) {
        if (parameter.required) return failure(c, 400, `${parameter.name}: is required.`, parameter.name);
        continue;
      }
      if (!validate(value)) {
        const [error] = validate.errors ?? [];
        const { field, message } = describeParameterError(parameter.name, error ?? fallbackError);
        return failure(c, 400, message, field);
      }
    }
    await next();
  };
}

const fallbackError = { keyword: 'unknown', instancePath: '', schemaPath: '', params: {} };

function parameterValue(c: Context<ApiEnv>, parameter: ContractParameter): string | undefined {
  switch (parameter.in) {
    case 'header':
      return c.req.header(parameter.name);
    case 'query':
      return c.req.query(parameter.name);
    default:
      return c.req.param(parameter.name);
  }
}
