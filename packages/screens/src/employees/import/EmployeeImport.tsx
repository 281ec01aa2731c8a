import {
  type EmployeeImportOutcome,
  type EmployeeImportPreview,
  type EmployeeImportRow,
  mappingToRemember,
  type RememberedMapping,
} from '@hr/domain';
import { useReducer } from 'react';
import { EmployeeImportScreen, type EmployeeImportScreenProps } from './EmployeeImportScreen.tsx';
import { employeeImportReducer, INITIAL_IMPORT_STATE } from './employeeImportState.ts';

/** The server and the browser, as the import page needs them; each rejects with a message to show. */
export interface EmployeeImportServices {
  readFile: (file: File) => Promise<{ headers: string[]; rows: string[][] }>;
  rememberedMapping: () => Promise<RememberedMapping>;
  preview: (rows: EmployeeImportRow[], createMissing: boolean) => Promise<EmployeeImportPreview>;
  importRows: (
    rows: EmployeeImportRow[],
    createMissing: boolean,
    mapping: RememberedMapping,
  ) => Promise<EmployeeImportOutcome>;
  downloadRefused: (rows: EmployeeImportRow[], problems: EmployeeImportPreview['problems']) => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The import page with its steps' state: the file, the mapping, the rows and their fixes. */
export function EmployeeImport({
  services,
  ...props
}: { services: EmployeeImportServices } & Pick<
  EmployeeImportScreenProps,
  'employeesHref' | 'acceptedFileTypes'
>) {
  const [state, dispatch] = useReducer(employeeImportReducer, INITIAL_IMPORT_STATE);

  async function check(createMissing: boolean) {
    // The rows as the reducer reads them for this check (from the mapping, or the preview's fixes).
    const next = employeeImportReducer(state, { type: 'checking', createMissing });
    dispatch({ type: 'checking', createMissing });
    try {
      dispatch({ type: 'checked', preview: await services.preview(next.rows, createMissing) });
    } catch (error) {
      dispatch({ type: 'refused', message: messageOf(error) });
    }
  }

  return (
    <EmployeeImportScreen
      {...props}
      state={state}
      onFile={async (file) => {
        dispatch({ type: 'reading', fileName: file.name });
        try {
          const [sheet, remembered] = await Promise.all([
            services.readFile(file),
            services.rememberedMapping().catch(() => ({})),
          ]);
          dispatch({ type: 'read', headers: sheet.headers, dataRows: sheet.rows, remembered });
        } catch (error) {
          dispatch({ type: 'unreadable', message: messageOf(error) });
        }
      }}
      onMap={(column, field) => dispatch({ type: 'map', column, field })}
      onCheck={check}
      onEdit={(row, field, value) => dispatch({ type: 'edit', row, field, value })}
      onImport={async () => {
        dispatch({ type: 'importing' });
        try {
          const mapping = mappingToRemember(state.headers, state.mapping);
          dispatch({
            type: 'imported',
            outcome: await services.importRows(state.rows, state.createMissing, mapping),
          });
        } catch (error) {
          dispatch({ type: 'refused', message: messageOf(error) });
        }
      }}
      onDownloadRefused={(problems) => services.downloadRefused(state.rows, problems)}
      onBack={() => dispatch({ type: 'back' })}
      onRestart={() => dispatch({ type: 'restart' })}
    />
  );
}
