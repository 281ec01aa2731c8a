/** SQLSTATE codes the services act on (PostgreSQL appendix A). */
const UNIQUE_VIOLATION = '23505';
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

/** A value PostgreSQL cannot store (out-of-range date, invalid text): the caller's fault, not ours. */
export function isDataException(error: unknown): boolean {
  return isPostgresError(error) && error.code.startsWith(DATA_EXCEPTION_CLASS);
}
