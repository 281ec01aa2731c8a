/** SQLSTATE codes the services act on (PostgreSQL appendix A). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const RESTRICT_VIOLATION = '23001';
const EXCLUSION_VIOLATION = '23P01';
const DATA_EXCEPTION_CLASS = '22';

interface PostgresError {
  code: string;
  constraint?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
  );
}

/** True when `error` is a unique violation of the named constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isPostgresError(error) && error.code === UNIQUE_VIOLATION && error.constraint === constraint;
}

/** True when `error` is a foreign-key violation of the named constraint: a row points at nothing. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  return isPostgresError(error) && error.code === FOREIGN_KEY_VIOLATION && error.constraint === constraint;
}

/**
 * True when a delete was refused because rows still refer to the deleted one, by whichever foreign
 * key: ON DELETE RESTRICT reports it as restrict_violation, NO ACTION as foreign_key_violation.
 */
export function isStillReferenced(error: unknown): boolean {
  return (
    isPostgresError(error) && (error.code === RESTRICT_VIOLATION || error.code === FOREIGN_KEY_VIOLATION)
  );
}

/** A value PostgreSQL cannot store (out-of-range date, invalid text): the caller's fault, not ours. */
export function isDataException(error: unknown): boolean {
  return isPostgresError(error) && error.code.startsWith(DATA_EXCEPTION_CLASS);
}

/** True when `error` is a violation of the named exclusion constraint: two rows that may not overlap do. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  return isPostgresError(error) && error.code === EXCLUSION_VIOLATION && error.constraint === constraint;
}
