import type { AddOptionRequest, AddOptionResult } from '@hr/screens';
import { feedbackFor } from '../api/feedback.ts';
import { banksApi, departmentsApi, jobPositionsApi, levelsApi } from '../employer/referenceKinds.ts';
import type { ReferenceListApi } from '../employer/useReferenceList.ts';

/** Creates the row through its kind's employer operation; a refusal becomes the dialog's feedback. */
async function create<TRow extends { id: string; name: string }, TValues>(
  api: Pick<ReferenceListApi<TRow, never, TValues>, 'create' | 'fields'>,
  values: TValues,
): Promise<AddOptionResult> {
  try {
    const { id, name } = (await api.create(values)).returnObject;
    return { id, name };
  } catch (error) {
    return feedbackFor(error, api.fields);
  }
}

/**
 * The Employee form's Add buttons: a job position, department, level or bank created with the same
 * operation, and the same field names for a refusal (a 409 on `code`), as on its employer page.
 */
export function addEmployeeFormOption(...[kind, values]: AddOptionRequest): Promise<AddOptionResult> {
  switch (kind) {
    case 'jobPositions':
      return create(jobPositionsApi, values);
    case 'departments':
      return create(departmentsApi, values);
    case 'levels':
      return create(levelsApi, values);
    case 'banks':
      return create(banksApi, values);
  }
}
