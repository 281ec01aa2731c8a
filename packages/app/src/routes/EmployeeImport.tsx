import { getEmployeeImportMapping, importEmployees, previewEmployeeImport } from '@hr/api';
import { refusedRowsCsv } from '@hr/domain';
import { EmployeeImport, type EmployeeImportServices } from '@hr/screens';
import { downloadCsv, readSpreadsheet, SPREADSHEET_TYPES } from '@hr/ui';
import { apiClient } from '../api/client.ts';
import { paths } from '../paths.ts';

/** The file is read here; the rows are checked and imported by the server, all or nothing. */
const services: EmployeeImportServices = {
  readFile: readSpreadsheet,
  rememberedMapping: async () => (await getEmployeeImportMapping(apiClient)).returnObject.mapping,
  preview: async (rows, createMissing) =>
    (await previewEmployeeImport(apiClient, { rows, createMissing })).returnObject,
  importRows: async (rows, createMissing, mapping) =>
    (await importEmployees(apiClient, { rows, createMissing, mapping })).returnObject,
  downloadRefused: (rows, problems) => downloadCsv(refusedRowsCsv(rows, problems), 'refused-rows.csv'),
};

/** Employee Management › Import from a spreadsheet (issue 34). */
export function Component() {
  return (
    <EmployeeImport
      services={services}
      employeesHref={paths.employees}
      acceptedFileTypes={SPREADSHEET_TYPES}
    />
  );
}
