import type { ValidateFunction } from 'ajv';
import { type Contract, type ContractOperation, type OpenApiResponse, pointer } from '../http/contract.ts';
import { CONTRACT_ID, contractAjv } from '../http/contract-ajv.ts';

export interface ObservedResponse {
  method: string;
  /** The request path under the base path: /auth/login. */
  path: string;
  status: number;
  contentType: string | null;
  headers: Headers;
  body: unknown;
}

/**
 * Checks a response against openapi.yaml: its status must be one the operation lists, and its body
 * must match that response's schema. Every response of the suite goes through this, so a server that
 * drifts from the contract fails a test even where no assertion looks at the drifting part.
 */
export function contractResponseChecker(contract: Contract): (response: ObservedResponse) => void {
  const ajv = contractAjv(contract.document);
  const compiled = new Map<string, ValidateFunction>();
  const schemaAt = (location: string) => {
    let validate = compiled.get(location);
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_ID}${location}` });
      compiled.set(location, validate);
    }
    return validate;
  };

  return (response) => {
    const operation = contract.operations.find(
      (candidate) => candidate.path === response.path && candidate.method === response.method.toLowerCase(),
    );
    const location = operation
      ? responseSchemaLocation(contract, operation, response.status)
      : // Not an operation: the API's 404 envelope is the only answer the contract allows.
        response.status === 404
        ? pointer('components', 'schemas', 'ErrorEnvelope')
        : undefined;
    const where = `${response.method} ${response.path} → ${response.status}`;
    const declaredTypes = Object.keys(resolveResponse(contract, operation, response.status)?.content ?? {});
    const mediaType = response.contentType?.split(';')[0]?.trim().toLowerCase();
    if (mediaType && mediaType !== 'application/json') {
      // A file answer (a CSV export, a download): its type must be one the contract lists for it.
      if (!declaredTypes.includes(mediaType)) {
        throw new Error(
          `${where}: answered ${mediaType}, the contract lists ${declaredTypes.join(', ') || 'nothing'}.`,
        );
      }
      checkHeaders(ajv, where, resolveResponse(contract, operation, response.status), response.headers);
      return;
    }
    if (!location)
      throw new Error(
        `${where}: the contract lists no such response. Body: ${JSON.stringify(response.body)}`,
      );
    if (!response.contentType?.startsWith('application/json')) {
      throw new Error(`${where}: answered ${response.contentType}, the contract says application/json.`);
    }
    const validate = schemaAt(location);
    if (!validate(response.body)) {
      throw new Error(
        `${where}: the body breaks the contract: ${ajv.errorsText(validate.errors)}. Body: ${JSON.stringify(response.body)}`,
      );
    }
    checkHeaders(ajv, where, resolveResponse(contract, operation, response.status), response.headers);
  };
}

/** The headers the response declares, where they are sent, against their schemas. */
function checkHeaders(
  ajv: ReturnType<typeof contractAjv>,
  where: string,
  declared: OpenApiResponse | undefined,
  headers: Headers,
): void {
  for (const [name, header] of Object.entries(declared?.headers ?? {})) {
    const value = headers.get(name);
    if (value === null || !header.schema) continue;
    const headerSchema = header.schema as { type?: string };
    const parsed = headerSchema.type === 'integer' ? Number(value) : value;
    if (!ajv.validate(header.schema as object, parsed)) {
      throw new Error(
        `${where}: header ${name}: ${value} breaks the contract: ${ajv.errorsText(ajv.errors)}`,
      );
    }
  }
}

function responseSchemaLocation(
  contract: Contract,
  operation: ContractOperation,
  status: number,
): string | undefined {
  const entry = operation.definition.responses[String(status)];
  if (!entry) return undefined;
  const base =
    '$ref' in entry && typeof entry.$ref === 'string'
      ? entry.$ref.slice(1)
      : pointer('paths', operation.path, operation.method, 'responses', String(status)).slice(1);
  const response = resolveResponse(contract, operation, status);
  return response?.content?.['application/json']
    ? `#${base}${pointer('content', 'application/json', 'schema').slice(1)}`
    : undefined;
}

function resolveResponse(
  contract: Contract,
  operation: ContractOperation | undefined,
  status: number,
): OpenApiResponse | undefined {
  const entry = operation?.definition.responses[String(status)];
  if (!entry) return undefined;
  if ('$ref' in entry && typeof entry.$ref === 'string') {
    const name = entry.$ref.split('/').at(-1) ?? '';
    return contract.document.components?.responses?.[name];
  }
  return entry as OpenApiResponse;
}
