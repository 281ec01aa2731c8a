import { deleteEducation, listEducation, saveEducation, verifyEducation } from '@hr/api';
import { EDUCATION_FIELDS, EducationScreen } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { uploadStoredFile } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { useRecordPerson } from '../employees/recordPerson.ts';

/** Employee Management › Education: HR's chosen person's qualifications, or an employee's own. */
export function Component() {
  const person = useRecordPerson();
  const { employeeId } = person;
  const loaded = useLoad(
    async (signal) =>
      employeeId === null
        ? []
        : (await listEducation(apiClient, { employeeId }, { signal })).returnObject.items,
    employeeId,
  );
  const change = async (call: () => Promise<unknown>, fields: readonly string[] = []) => {
    try {
      await call();
    } catch (error) {
      return feedbackFor(error, fields);
    }
    await loaded.reload();
  };
  return (
    <EducationScreen
      {...person}
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      entries={loaded.data ?? []}
      onSave={(values, existing) =>
        change(
          () =>
            saveEducation(apiClient, { ...values, id: existing?.id ?? null, employeeId: employeeId ?? '' }),
          EDUCATION_FIELDS,
        )
      }
      onDelete={(entry) => change(() => deleteEducation(apiClient, { id: entry.id }))}
      onVerify={(entry) => change(() => verifyEducation(apiClient, { id: entry.id }))}
      // The attachment store is one for every record: the save attaches the upload as a certificate.
      onUpload={uploadStoredFile}
    />
  );
}
