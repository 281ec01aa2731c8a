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
  /**
   * Written reasons, grounds of appeal and the Management Remarks: plain text, as the contract
   * (IncidentWrittenReasons, IncidentRemarks) and the database's varchar(2000) take them.
   */
  writtenTextMaxLength: 2000,
  /** The subject's explanation: formatted text, at most 5,000 characters as the reader sees them. */
  explanationMaxLength: 5000,
  /** The anonymous reporter's follow-up code as it is typed back. */
  followUpCodeMaxLength: 40,
} as const;
