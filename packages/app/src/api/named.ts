/**
 * A list's rows as a picker or filter offers them, id and name only: what the server answers carries
 * more (codes, flags) that an option must not hold on to.
 */
export const named = (rows: readonly { id: string; name: string }[]): { id: string; name: string }[] =>
  rows.map(({ id, name }) => ({ id, name }));
