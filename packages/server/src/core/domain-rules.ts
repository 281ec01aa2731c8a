import { Refusal } from './refusal.ts';

/**
 * A schema of packages/domain seen through the Standard Schema interface every valibot schema has, so
 * the server applies the forms' own rules without a validation library of its own.
 */
export interface DomainSchema<Output> {
  readonly '~standard': {
    validate(value: unknown): DomainResult<Output> | Promise<DomainResult<Output>>;
  };
}

type DomainResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: readonly {
        readonly message: string;
        readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
      }[];
    };

/** A broken rule: the form's message and its field as a dotted path ('' for the whole value). */
export interface DomainIssue {
  field: string;
  message: string;
}

/** The schema's output for `input`, or every rule it breaks, in the order the schema checks them. */
export async function domainResult<Output>(
  schema: DomainSchema<Output>,
  input: unknown,
): Promise<{ value: Output; issues?: undefined } | { issues: DomainIssue[] }> {
  const result = await schema['~standard'].validate(input);
  if (!result.issues) return { value: result.value };
  return {
    issues: result.issues.map((issue) => ({
      field: (issue.path ?? [])
        .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
        .join('.'),
      message: issue.message,
    })),
  };
}

/**
 * The schema's output for `input`, or a 400 with the first rule broken, in the form's words, naming
 * its field as a dotted path (the field the form shows the message on).
 */
export async function checkedByDomain<Output>(schema: DomainSchema<Output>, input: unknown): Promise<Output> {
  const result = await domainResult(schema, input);
  if (!result.issues) return result.value;
  const [issue] = result.issues;
  throw new Refusal(
    400,
    issue?.message ?? 'The request is not valid.',
    issue?.field ? { field: issue.field } : {},
  );
}
