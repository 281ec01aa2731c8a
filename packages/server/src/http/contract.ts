import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** Its headers, query and path parameters, each with the JSON pointer to its schema. */
  parameters: ContractParameter[];
  definition: OpenApiOperation;
}

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
