import { deleteTraining, listTraining, recordTrainingResult, saveTraining } from '@hr/api';
import { dayInZone } from '@hr/domain';
import { TRAINING_FIELDS, TRAINING_RESULT_FIELDS, TrainingScreen } from '@hr/screens';
import { getLocalTimeZone } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { uploadStoredFile } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { useKeptPeople } from '../employees/recordPerson.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';

/**
 * Employee Management › Training: HR's courses with their attendees' results; the certificate
 * reminders link here. An employee who follows a reminder sees the courses they attend, read only.
 */
export function Component() {
  const people = useKeptPeople();
  // Certificates expire on the employer's calendar day, as the reminders job counts them.
  const timeZone = useAtomValue(employerSettingsAtom)?.settings.timeZone ?? getLocalTimeZone();
  const today = dayInZone(new Date(), timeZone);
  const loaded = useLoad(
    async (signal) => (await listTraining(apiClient, {}, { signal })).returnObject.items,
  );
  return (
    <TrainingScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      courses={loaded.data ?? []}
      people={people}
      today={today}
      onSave={(values, existing) =>
        changeThen(
          () => saveTraining(apiClient, { ...values, id: existing?.id ?? null }),
          loaded.reload,
          TRAINING_FIELDS,
        )
      }
      onDelete={(course) => changeThen(() => deleteTraining(apiClient, { id: course.id }), loaded.reload)}
      onRecordResult={({ course, attendee }, values) =>
        changeThen(
          () =>
            recordTrainingResult(apiClient, {
              ...values,
              trainingId: course.id,
              employeeId: attendee.employeeId,
            }),
          loaded.reload,
          TRAINING_RESULT_FIELDS,
        )
      }
      // The attachment store is one for every record: the result attaches the upload as a certificate.
      onUpload={uploadStoredFile}
    />
  );
}
