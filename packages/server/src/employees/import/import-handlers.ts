import type { EmployeeImportRow } from '@hr/domain';
import type { Context } from 'hono';
import type { EmployeeImportPreviewRequest, ImportEmployeesRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import { checkImportRows } from './import-check.ts';
import { importEmployees } from './import-employees.ts';
import { getImportMapping } from './import-mapping.ts';

/** The most bytes a preview or an import takes: 10,000 rows of long cells fit (about 4 MiB). */
export const EMPLOYEE_IMPORT_BODY_BYTES = 8 * 1024 * 1024;

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** Employees from a spreadsheet (issue 34): preview, import, and the employer's remembered mapping. */
export function employeeImportHandlers(deps: ServiceDeps) {
  const preview: Handler = async (c) => {
    const caller = c.get('caller');
    const { employerId } = caller;
    const { rows, createMissing } = c.get('body') as EmployeeImportPreviewRequest;
    const today = await callerToday(deps, caller);
    const check = await checkImportRows(
      deps.db,
      employerId,
      today,
      rows as EmployeeImportRow[],
      createMissing,
    );
    return success(c, 200, { returnObject: check.preview });
  };
  const importRows: Handler = async (c) => {
    const result = await importEmployees(deps, c.get('caller'), c.get('body') as ImportEmployeesRequest);
    return success(c, 200, { returnObject: result });
  };
  const mapping: Handler = async (c) => {
    return success(c, 200, { returnObject: await getImportMapping(deps, c.get('caller')) });
  };
  return {
    previewEmployeeImport: preview,
    importEmployees: importRows,
    getEmployeeImportMapping: mapping,
  };
}
