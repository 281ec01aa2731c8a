import type { CaseRelation } from './caseRelations.ts';

/**
 * What each party to a case may see (issue 30, Build item 4). A case is seen only by the people on
 * it and by incident managers, each for what concerns them; a colleague with no relation sees
 * nothing, and the server answers them as it answers an id that does not exist.
 */

export const CASE_PARTS = [
  /** Category, type, rule, the From and To of the incident, and the stage the case is at. */
  'summary',
  /** Summary and Story: what is alleged. */
  'allegation',
  /** The files and statements gathered. */
  'evidence',
  /** Who the subjects are and who runs the case: investigator, panels. */
  'parties',
  /** Who the witnesses are. */
  'witnesses',
  /** Who reported, when the report was not anonymous. */
  'reporter',
  /** The subject's answer to the request for an explanation, with its files. */
  'explanation',
  /** Hearing and appeal hearing: date, place, panel. */
  'hearing',
  /** The decision in full: outcome, period, written reasons; and the appeal with its result. */
  'decision',
  /** Only which outcome the case came to (or that it was withdrawn or dismissed). */
  'outcome',
  /** The Management section's Remarks: the employer's own notes. */
  'remarks',
] as const;
export type CasePart = (typeof CASE_PARTS)[number];

/** A panel judges on the evidence: who reported is not part of it, nor the employer's own remarks. */
const PANEL_PARTS = CASE_PARTS.filter((part) => part !== 'reporter' && part !== 'remarks');

/** Anything not listed for a relation is hidden from it. */
const PARTS_BY_RELATION: Record<CaseRelation, readonly CasePart[]> = {
  'incident-manager': CASE_PARTS,
  investigator: CASE_PARTS.filter((part) => part !== 'decision' && part !== 'remarks'),
  'hearing-panel': PANEL_PARTS,
  'appeal-panel': PANEL_PARTS,
  subject: PANEL_PARTS.filter((part) => part !== 'witnesses'),
  witness: ['summary', 'allegation'],
  reporter: ['summary', 'outcome'],
};

/** The parts of a case someone with these relations to it may see, in CASE_PARTS order. */
export function caseViewFor(relations: ReadonlySet<CaseRelation>): CasePart[] {
  const seen = new Set([...relations].flatMap((relation) => PARTS_BY_RELATION[relation]));
  return CASE_PARTS.filter((part) => seen.has(part));
}
