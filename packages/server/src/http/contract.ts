import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAreaAction, PERMISSION_AREAS, type PermissionAction, type PermissionArea } from '@hr/domain';
import { parse } from 'yaml';

/** openapi.yaml at the repository root: the contract this server implements. */
export const CONTRACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../openapi.yaml',
);

/** The parts of an OpenAPI 3.1 document the server reads. */
export interface OpenApiDocument {
  servers?: { url: string }[];
  security?: SecurityRequirement[];
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: {
    responses?: Record<string, OpenApiResponse>;
    parameters?: Record<string, OpenApiParameter>;
  };
}

type SecurityRequirement = Record<string, string[]>;

export interface OpenApiOperation {
  operationId: string;
  /** Who may call it (see the contract's description): `public`, `signed-in`, `area.action[/employer]`. */
  'x-permission'?: string;
  security?: SecurityRequirement[];
  parameters?: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

export interface OpenApiParameter {
  name: string;
  in: 'header' | 'query' | 'path' | 'cookie';
  required?: boolean;
  schema?: unknown;
}

export interface OpenApiResponse {
  headers?: Record<string, { schema?: unknown }>;
  content?: Record<string, { schema?: unknown }>;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** As the contract writes it, without the base path: /auth/login. */
  path: string;
  /** JSON pointer (within the document) to the JSON request body's schema, when there is a body. */
  requestBodySchema: string | undefined;
  /**
   * The media type of the request body when it is not JSON (a file: application/octet-stream); such a
   * body is read as bytes by its handler, within the limit the handler's area sets.
   */
  requestBodyMediaType: string | undefined;
  requiresBearer: boolean;
  /** What the caller needs, from `x-permission`; start-up fails on an operation that declares nothing. */
  permission: OperationPermission;
  /** Its headers, query and path parameters, each with the JSON pointer to its schema. */
  parameters: ContractParameter[];
  definition: OpenApiOperation;
}

export type OperationPermission =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'cell'; area: PermissionArea; action: PermissionAction; wholeEmployer: boolean };

export interface ContractParameter {
  name: string;
  in: OpenApiParameter['in'];
  required: boolean;
  /** JSON pointer (within the document) to the parameter's schema. */
  schema: string;
}

export interface Contract {
  document: OpenApiDocument;
  /** The first server's URL: /api. */
  basePath: string;
  operations: ContractOperation[];
}

/** Reads and parses the contract once, at start-up. */
export function loadContract(file: string = CONTRACT_FILE): Contract {
  const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  const operations: ContractOperation[] = [];
  for (const [operationPath, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const definition = item[method] as OpenApiOperation | undefined;
      if (!definition) continue;
      const security = definition.security ?? document.security ?? [];
      const mediaTypes = Object.keys(definition.requestBody?.content ?? {});
      operations.push({
        operationId: definition.operationId,
        method,
        path: operationPath,
        requestBodySchema: definition.requestBody?.content['application/json']
          ? pointer('paths', operationPath, method, 'requestBody', 'content', 'application/json', 'schema')
          : undefined,
        requestBodyMediaType: mediaTypes.includes('application/json') ? undefined : mediaTypes[0],
        requiresBearer: security.some((requirement) => 'bearerAuth' in requirement),
        permission: parsePermission(definition.operationId, definition['x-permission']),
        parameters: (definition.parameters ?? []).map((parameter, index) =>
          contractParameter(
            document,
            parameter,
            pointer('paths', operationPath, method, 'parameters', String(index)),
          ),
        ),
        definition,
      });
    }
  }
  return { document, basePath: document.servers?.[0]?.url ?? '', operations };
}

/**
 * An operation's `x-permission`, read once at start-up: an operation that declares nothing, or
 * something that is not an area's action, stops the server before it serves anything (deny by default).
 */
export function parsePermission(operationId: string, declared: string | undefined): OperationPermission {
  if (declared === 'public' || declared === 'signed-in') return { kind: declared };
  const match = /^([a-z]+)\.([a-z]+)(\/employer)?$/.exec(declared ?? '');
  const area = match?.[1] as PermissionArea | undefined;
  const action = match?.[2] as PermissionAction | undefined;
  if (!area || !action || !PERMISSION_AREAS.includes(area) || !isAreaAction(area, action)) {
    throw new Error(
      `${operationId} declares no permission it can be checked against (x-permission: ${declared ?? 'none'}).`,
    );
  }
  return { kind: 'cell', area, action, wholeEmployer: Boolean(match?.[3]) };
}

/** A parameter as declared in the operation, or the components' one it refers to. */
function contractParameter(
  document: OpenApiDocument,
  declared: OpenApiParameter | { $ref: string },
  declaredAt: string,
): ContractParameter {
  const [parameter, at] =
    '$ref' in declared
      ? [
          document.components?.parameters?.[declared.$ref.split('/').at(-1) ?? ''] as OpenApiParameter,
          declared.$ref,
        ]
      : [declared, declaredAt];
  return {
    name: parameter.name,
    in: parameter.in,
    required: parameter.required ?? false,
    schema: `${at}/schema`,
  };
}

/** A JSON pointer fragment (RFC 6901) from path segments: '/' and '~' escaped. */
export function pointer(...segments: string[]): string {
  return `#/${segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}
