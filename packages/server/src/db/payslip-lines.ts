import type { StoredLinesText, StoredLineTuple, StoredPayslipLine } from './schema-pay-runs.ts';

/*
 * How a payslip's lines are stored (migration 0046, issue 33): a `json` array of arrays,
 * [kind, code, label, amount, explanation] and, for an arrears line, a sixth element, the first day
 * of the period it makes up for. Measured against the objects in `jsonb` it replaced, on PostgreSQL
 * for 1,000 payslips of nine lines: building jsonb was most of a run's insert time (the whole chunk's
 * json_to_recordset 160–260 ms, against 30–60 ms as json), and the keys were a fifth of the bytes
 * (1.43 MB against 1.11 MB). A child table of one row per line measured no cheaper (9,000 rows with
 * their key: ~140 ms). Read in SQL as `json_array_elements(p.lines) as l(line)`, `line->>0` the kind,
 * `line->>1` the code, `line->>2` the label, `line->>3` the amount, `line->>4` the explanation,
 * `line->>5` the arrears' period.
 */

function tupleOf(line: StoredPayslipLine): StoredLineTuple {
  const { kind, code, label, amount, explanation, arrearsFor } = line;
  return arrearsFor
    ? [kind, code, label, amount, explanation, arrearsFor]
    : [kind, code, label, amount, explanation];
}

/** The lines as payslips.lines stores them. */
export function storedLines(lines: readonly StoredPayslipLine[]): StoredLinesText {
  return JSON.stringify(lines.map(tupleOf)) as StoredLinesText;
}

/** The tuples of payslips.lines as a list of lines; `compactLines` is the same for a chunk being inserted. */
export function compactLines(lines: readonly StoredPayslipLine[]): StoredLineTuple[] {
  return lines.map(tupleOf);
}

/** payslips.lines as read (the driver has parsed the JSON) back to lines. */
export function linesOf(stored: readonly StoredLineTuple[]): StoredPayslipLine[] {
  return stored.map(([kind, code, label, amount, explanation, arrearsFor]) =>
    arrearsFor === undefined
      ? { kind, code, label, amount, explanation }
      : { kind, code, label, amount, explanation, arrearsFor },
  );
}
