import {
  type ColumnMapping,
  type EmployeeImportField,
  type EmployeeImportOutcome,
  type EmployeeImportPreview,
  type EmployeeImportRow,
  importRows,
  matchColumns,
  missingRequiredFields,
  type RememberedMapping,
} from '@hr/domain';

/** Where the import page is: choosing a file, reading it, mapping its columns, the preview, the outcome. */
export type ImportStep = 'choose' | 'reading' | 'mapping' | 'preview' | 'imported';

export interface EmployeeImportState {
  step: ImportStep;
  fileName: string | null;
  headers: string[];
  dataRows: string[][];
  mapping: ColumnMapping;
  /** The mapped rows, as the preview's fixes leave them. */
  rows: EmployeeImportRow[];
  /** The server's last check of `rows`; null until one has come. */
  preview: EmployeeImportPreview | null;
  /** A cell was changed since the last check: the preview is out of date. */
  edited: boolean;
  createMissing: boolean;
  busy: 'checking' | 'importing' | null;
  /** A file that could not be read, or the server's refusal. */
  error: string | null;
  outcome: EmployeeImportOutcome | null;
}

export const INITIAL_IMPORT_STATE: EmployeeImportState = {
  step: 'choose',
  fileName: null,
  headers: [],
  dataRows: [],
  mapping: [],
  rows: [],
  preview: null,
  edited: false,
  createMissing: false,
  busy: null,
  error: null,
  outcome: null,
};

export type ImportEvent =
  | { type: 'reading'; fileName: string }
  | { type: 'read'; headers: string[]; dataRows: string[][]; remembered: RememberedMapping }
  | { type: 'unreadable'; message: string }
  | { type: 'map'; column: number; field: EmployeeImportField | null }
  | { type: 'checking'; createMissing: boolean }
  | { type: 'checked'; preview: EmployeeImportPreview }
  | { type: 'edit'; row: number; field: EmployeeImportField; value: string }
  | { type: 'importing' }
  | { type: 'imported'; outcome: EmployeeImportOutcome }
  | { type: 'refused'; message: string }
  | { type: 'back' }
  | { type: 'restart' };

export function employeeImportReducer(state: EmployeeImportState, event: ImportEvent): EmployeeImportState {
  switch (event.type) {
    case 'reading':
      return { ...INITIAL_IMPORT_STATE, step: 'reading', fileName: event.fileName };
    case 'read':
      return {
        ...state,
        step: 'mapping',
        headers: event.headers,
        dataRows: event.dataRows,
        mapping: matchColumns(event.headers, event.remembered),
      };
    case 'unreadable':
      return { ...INITIAL_IMPORT_STATE, error: event.message };
    case 'map': {
      // A field is filled by one column: choosing it here takes it from the column that had it.
      const mapping = state.mapping.map((field, column) =>
        column === event.column ? event.field : field === event.field ? null : field,
      );
      return { ...state, mapping };
    }
    case 'checking': {
      // From the mapping, the rows are read afresh; from the preview, the fixes are kept.
      const rows = state.step === 'mapping' ? importRows(state.dataRows, state.mapping) : state.rows;
      return { ...state, rows, createMissing: event.createMissing, busy: 'checking', error: null };
    }
    case 'checked':
      return { ...state, step: 'preview', preview: event.preview, edited: false, busy: null };
    case 'edit':
      return {
        ...state,
        edited: true,
        rows: state.rows.map((row) => (row.row === event.row ? { ...row, [event.field]: event.value } : row)),
      };
    case 'importing':
      return { ...state, busy: 'importing', error: null };
    case 'imported':
      return { ...state, step: 'imported', outcome: event.outcome, busy: null };
    case 'refused':
      return { ...state, busy: null, error: event.message };
    case 'back':
      return { ...state, step: 'mapping', preview: null, error: null };
    case 'restart':
      return INITIAL_IMPORT_STATE;
  }
}

export function requiredFieldsMissing(state: EmployeeImportState): EmployeeImportField[] {
  return missingRequiredFields(state.mapping);
}
