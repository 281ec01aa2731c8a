import { deleteExperience, listExperience, saveExperience, verifyExperience } from '@hr/api';
import { EXPERIENCE_FIELDS, ExperienceScreen } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useRecordPerson } from '../employees/recordPerson.ts';

/** Employee Management › Experience: HR's chosen person's previous employment, or an employee's own. */
export function Component() {
  const person = useRecordPerson();
  const { employeeId } = person;
  const loaded = useLoad(
    async (signal) =>
      employeeId === null
        ? []
        : (await listExperience(apiClient, { employeeId }, { signal })).returnObject.items,
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
    <ExperienceScreen
      {...person}
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      entries={loaded.data ?? []}
      onSave={(values, existing) =>
        change(
          () =>
            saveExperience(apiClient, { ...values, id: existing?.id ?? null, employeeId: employeeId ?? '' }),
          EXPERIENCE_FIELDS,
        )
      }
      onDelete={(entry) => change(() => deleteExperience(apiClient, { id: entry.id }))}
      onVerify={(entry) => change(() => verifyExperience(apiClient, { id: entry.id }))}
    />
  );
}
