import { formattedTextProblem, oneLineText } from '@hr/domain';
import type { Kysely } from 'kysely';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What a case's forms send, checked before anything is stored: plain texts are kept as typed (the
 * screens render them as text, never as HTML), formatted texts by Team's editor rule, people as
 * employees of the caller's employer, dates in order. Each refusal is a 400 naming its field.
 */

/** A required plain text, kept as typed; 400 when only blanks. */
export function requiredText(text: string, field: string): string {
  if (!text.trim()) throw new Refusal(400, `${field}: is required.`, { field });
  return text;
}

/** A place on one line (line breaks and control characters out, as a title's), required. */
export function checkedPlace(place: string, field: string): string {
  return requiredText(oneLineText(place).trim(), field);
}

/** Markdown source by Team's editor rule, stored exactly as sent. */
export function checkedFormatted(text: string, field: string, { required = false } = {}): string {
  if (required) requiredText(text, field);
  const problem = formattedTextProblem(text);
  if (problem) throw new Refusal(400, `${field}: ${problem}`, { field });
  return text;
}

/** The incident's From and To: in order and not after the employer's today. */
export function checkedOccurrence(from: string, to: string, today: string): void {
  if (from > to) throw new Refusal(400, 'The incident cannot end before it starts.', { field: 'occurredTo' });
  if (to > today) throw new Refusal(400, 'The incident cannot end after today.', { field: 'occurredTo' });
}

/** 400 naming `field` and the first id that is not an employee of the employer. */
export async function checkedEmployees(
  db: Kysely<Database>,
  employerId: string,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .selectFrom('employees')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('id', 'in', unique)
    .execute();
  const known = new Set(found.map((row) => row.id));
  const unknown = unique.find((id) => !known.has(id));
  if (unknown) throw new Refusal(400, `${unknown} is not an employee of your employer.`, { field });
}

/** The subjects and witnesses of a case: each once, nobody both, never the reporter a subject. */
export function checkedParties(
  subjectIds: readonly string[],
  witnessIds: readonly string[],
  reporterId: string | null,
): void {
  if (new Set(subjectIds).size !== subjectIds.length) {
    throw new Refusal(400, 'Name each subject once.', { field: 'subjectIds' });
  }
  if (new Set(witnessIds).size !== witnessIds.length) {
    throw new Refusal(400, 'Name each witness once.', { field: 'witnessIds' });
  }
  if (witnessIds.some((id) => subjectIds.includes(id))) {
    throw new Refusal(400, 'A subject of the case cannot also be its witness.', {
      field: 'witnessIds',
    });
  }
  if (reporterId !== null && subjectIds.includes(reporterId)) {
    throw new Refusal(400, 'You cannot report an incident about yourself.', {
      field: 'subjectIds',
    });
  }
}

/** An active incident type of the employer, else 400 on `typeId`. */
export async function checkedActiveType(
  db: Kysely<Database>,
  employerId: string,
  typeId: string,
): Promise<void> {
  const type = await db
    .selectFrom('incident_types')
    .select('is_active')
    .where('id', '=', typeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!type) throw new Refusal(400, 'There is no such incident type.', { field: 'typeId' });
  if (!type.is_active)
    throw new Refusal(400, 'This incident type is deactivated: choose an active one.', { field: 'typeId' });
}
