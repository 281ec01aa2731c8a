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

/**
 * The schema's output for `input`, or a 400 with the first rule broken, in the form's words, naming
 * its field as a dotted path (the field the form shows the message on).
 */
export async function checkedByDomain<Output>(schema: DomainSchema<Output>, input: unknown): Promise<Output> {
  const result = await schema['~standard'].validate(input);
  if (!result.issues) return result.value;
  const [issue] = result.issues;
  const field = (issue?.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
  throw new Refusal(400, issue?.message ?? 'The request is not valid.', field ? { field } : {});
}
