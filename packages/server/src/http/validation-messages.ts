import type { ErrorObject } from 'ajv';

/** The envelope's `field` may be 200 characters; an unknown field's name is the caller's to choose. */
const MAX_FIELD_LENGTH = 200;

export interface ValidationProblem {
  /** Dotted path of the offending field (quickEntry.employeeNo); undefined for the body as a whole. */
  field: string | undefined;
  /** "quickEntry.employeeNo: must be at most 20 characters." */
  message: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid UUID',
  date: 'a valid date as YYYY-MM-DD',
  'date-time': 'a valid date and time',
};

/**
 * What each `pattern` of the contract asks for, in words: a regular expression is no message for a
 * person. A test checks that every pattern in openapi.yaml is here.
 */
export const PATTERN_NAMES: Record<string, string> = {
  '\\S': 'must not be blank',
  '^[0-9]{6}$': 'must be the 6 digits your authenticator app shows',
  '^[0-9]{4}-(0[1-9]|1[0-2])$': 'must be a calendar month as YYYY-MM',
  '^[A-Z]{3}$': 'must be a currency code of three capital letters (ISO 4217)',
  '^\\d{1,12}(\\.\\d{1,3})?$':
    'must be an amount in digits, at most 12 before the decimal point and 3 after it, like 4250.00',
  '^#[0-9A-Fa-f]{6}$': 'must be a colour as # and six hex digits, like #008000',
  '^-?\\d{1,6}(\\.\\d{1,2})?$':
    'must be an amount of leave in digits, at most 6 before the decimal point and 2 after it, - first to take away, like 1.5',
  '^\\d{1,4}(\\.\\d{1,2})?$':
    'must be an amount of leave in digits, at most 4 before the decimal point and 2 after it, like 20.5',
  '^\\d{1,2}(\\.\\d{1,2})?$': 'must be hours in digits with at most two decimals, like 7.5',
  '^\\d{1,3}(\\.\\d{1,2})?$':
    'must be hours in digits, at most 3 before the decimal point and 2 after it, like 37.5',
  '^[A-Za-z]{2}$': 'must be a country’s two-letter code, like GH',
  '^[A-Za-z0-9_+/-]+$': 'must be a time zone’s name, like Africa/Accra',
  '^[A-Z]{2}$': 'must be a country’s two-letter code in capitals, like GH',
  // Attendance (issue 29): wall times and coordinates.
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'must be a time of day as HH:MM (24-hour), like 09:00',
  '^-?[0-9]{1,3}(\\.[0-9]{1,7})?$': 'must be decimal degrees with at most 7 places, like 5.6037168',
  // Expense Claim (issue 32): rates per km, exchange rates and distances.
  '^\\d{1,6}(\\.\\d{1,4})?$':
    'must be a rate in digits, at most 6 before the decimal point and 4 after it, like 2.5',
  '^\\d{1,9}(\\.\\d{1,6})?$':
    'must be an exchange rate in digits, at most 9 before the decimal point and 6 after it, like 15.25',
  '^\\d{1,5}(\\.\\d{1,2})?$':
    'must be a distance in km, at most 5 digits before the decimal point and 2 after it, like 42.5',
  '^data:image/(png|jpeg|svg\\+xml);base64,([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$':
    'must be a PNG, JPEG or SVG image as a base64 data URL',
};

/**
 * The error to describe among Ajv's `errors`: the first, except where a body fails a `oneOf` whose
 * branches each take their own field (view-as: roleKey, roleId or userId). There the first error is
 * the first branch's ("roleKey: is required.") whatever was sent, so: when one field was sent, the
 * error about its value ("roleId: must be a valid UUID."); otherwise the rule itself.
 */
export function describeValidationErrors(errors: readonly ErrorObject[], body: unknown): ValidationProblem {
  const oneOf = errors.find((error) => error.keyword === 'oneOf');
  if (!oneOf) return describeValidationError(errors[0] ?? FALLBACK_ERROR, body);
  const section = oneOf.instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
  // Not an object at all: every branch says so first ("must be an object.").
  if (!section || typeof section !== 'object' || Array.isArray(section)) {
    return describeValidationError(errors[0] ?? FALLBACK_ERROR, body);
  }
  const sent = Object.keys(section);
  // A field no branch takes, beside one a branch does take ({roleId, unknownField}): name the stranger.
  // (Two fields of different branches are each refused by the other's branch: the rule below.)
  const strangers = errors.filter(
    (error) => error.keyword === 'additionalProperties' && error.instancePath === oneOf.instancePath,
  );
  const refused = new Set(strangers.map((error) => String(error.params.additionalProperty)));
  const [stranger] = strangers;
  if (stranger && sent.some((key) => !refused.has(key))) return describeValidationError(stranger, body);
  // Errors about a field's value sit below the oneOf's own place; those about which fields were sent
  // (required, additionalProperties) sit at it.
  const aboutValue = errors.find((error) => error.instancePath.startsWith(`${oneOf.instancePath}/`));
  if (sent.length === 1 && aboutValue) return describeValidationError(aboutValue, body);
  return problem(dottedPath(oneOf.instancePath), 'must hold exactly one of its fields.');
}

const FALLBACK_ERROR: ErrorObject = { keyword: 'unknown', instancePath: '', schemaPath: '', params: {} };

/**
 * Turns Ajv's first error into a sentence that names the field, as the contract's 400s do. `body` is
 * the request body the error is about.
 */
export function describeValidationError(error: ErrorObject, body: unknown): ValidationProblem {
  const path = dottedPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return problem(join(path, String(params.missingProperty)), 'is required.');
    case 'additionalProperties':
      return problem(join(path, String(params.additionalProperty)), 'is not an allowed field.');
    case 'maxProperties': {
      // An operation that takes nothing but the token (EmptyRequest): name the first field sent, as
      // the contract's examples do ("id: is not expected here."), rather than the body as a whole.
      const [sent] = path === '' && Number(params.limit) === 0 ? Object.keys(body as object) : [];
      if (sent !== undefined) return problem(sent, 'is not expected here.');
      return problem(path, requirement(error.keyword, params));
    }
    default:
      return problem(path, requirement(error.keyword, params));
  }
}

/**
 * Ajv's first error about a header, query or path parameter's value, as a sentence naming the
 * parameter ("X-File-Name: must be at most 2000 characters.").
 */
export function describeParameterError(name: string, error: ErrorObject): ValidationProblem {
  return problem(name, requirement(error.keyword, error.params as Record<string, unknown>));
}

function requirement(keyword: string, params: Record<string, unknown>): string {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'type': {
      const types = String(params.type).split(',');
      return `must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')}.`;
    }
    case 'minLength':
      return limit === 1 ? 'must not be empty.' : `must be at least ${limit} characters.`;
    case 'maxLength':
      return `must be at most ${limit} characters.`;
    case 'format':
      return `must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${String(params.format)}`}.`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}.`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'minimum':
      return `must be at least ${limit}.`;
    case 'maximum':
      return `must be at most ${limit}.`;
    case 'pattern':
      return `${PATTERN_NAMES[String(params.pattern)] ?? `must match ${String(params.pattern)}`}.`;
    case 'minItems':
      return limit === 1 ? 'must not be empty.' : `must hold at least ${limit} entries.`;
    case 'maxItems':
      return `must hold at most ${limit} entries.`;
    case 'minProperties':
      return limit === 1 ? 'must not be empty.' : `must have at least ${limit} fields.`;
    case 'maxProperties':
      return limit === 0 ? 'must be empty.' : `must have at most ${limit} fields.`;
    default:
      return 'is not valid.';
  }
}

function problem(field: string, requirementText: string): ValidationProblem {
  if (field === '') {
    return { field: undefined, message: `The request body ${requirementText}` };
  }
  const shown = field.length > MAX_FIELD_LENGTH ? `${field.slice(0, MAX_FIELD_LENGTH - 1)}…` : field;
  return { field: shown, message: `${shown}: ${requirementText}` };
}

function join(path: string, property: string): string {
  return path ? `${path}.${property}` : property;
}

/** JSON pointer (/quickEntry/employeeNo) to the dotted path the envelope's `field` uses. */
export function dottedPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}
