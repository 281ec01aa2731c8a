/**
 * The limits of an incident case's fields (issue 30, §2.10): the report dialog, the move dialogs and
 * the server hold a case to the same numbers.
 */
export const INCIDENT_CASE_LIMITS = {
  /** §2.10's Summary: plain text, shown in the case list as its Description. */
  summaryMaxLength: 500,
  /** Files on a report, and on an explanation, as Team's posts take them. */
  filesMax: 5,
  subjectsMin: 1,
  subjectsMax: 10,
  witnessesMax: 20,
  /** A hearing's panel. */
  panelMax: 10,
  /** A hearing's place ("Board room, 2nd floor"). */
  placeMaxLength: 200,
  /** Written reasons, grounds of appeal, an explanation's text and the Management Remarks. */
  reasonsMaxLength: 5000,
  /** The anonymous reporter's follow-up code as it is typed back. */
  followUpCodeMaxLength: 40,
} as const;
