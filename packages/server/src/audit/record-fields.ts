/**
 * A record as the trail keeps it in before/after: its fields without its id, which the row already
 * holds as record_id; null for a record that is not there (before a create, after a delete).
 */
export function fieldsWithoutId<Row extends { id: string }>(
  record: Row | null | undefined,
): Omit<Row, 'id'> | null {
  if (!record) return null;
  const { id: _, ...fields } = record;
  return fields;
}
