import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

/** Education, Experience and Training (issue 28 item 3): the /records operations. */

type Schemas = components['schemas'];

export type EducationEntry = Schemas['EducationEntry'];
export type ExperienceEntry = Schemas['ExperienceEntry'];
export type TrainingCourse = Schemas['TrainingCourse'];
export type TrainingAttendee = Schemas['TrainingAttendee'];
export type SaveEducationRequest = Schemas['SaveEducationRequest'];
export type SaveExperienceRequest = Schemas['SaveExperienceRequest'];
export type SaveTrainingRequest = Schemas['SaveTrainingRequest'];
export type RecordTrainingResultRequest = Schemas['RecordTrainingResultRequest'];
export type EducationListResult = Schemas['EducationListEnvelope'];
export type ExperienceListResult = Schemas['ExperienceListEnvelope'];
export type TrainingListResult = Schemas['TrainingListEnvelope'];

type EmployeeRecordsRequest = Schemas['EmployeeRecordsRequest'];
type EntryIdRequest = Schemas['RecordEntryIdRequest'];
type DeletedResult = Schemas['RecordEntryDeletedEnvelope'];

/** One employee's education entries, newest first. */
export function listEducation(
  client: ApiClient,
  body: EmployeeRecordsRequest,
  options?: RequestOptions,
): Promise<EducationListResult> {
  return client.postAuthenticated('/records/list-education', body, options);
}

/** Add (no id) or change an education entry; a verified one is locked to its employee (409). */
export function saveEducation(
  client: ApiClient,
  body: SaveEducationRequest,
  options?: RequestOptions,
): Promise<Schemas['EducationEnvelope']> {
  return client.postAuthenticated('/records/save-education', body, options);
}

export function deleteEducation(
  client: ApiClient,
  body: EntryIdRequest,
  options?: RequestOptions,
): Promise<DeletedResult> {
  return client.postAuthenticated('/records/delete-education', body, options);
}

/** HR marks the entry verified, which locks it to its employee. */
export function verifyEducation(
  client: ApiClient,
  body: EntryIdRequest,
  options?: RequestOptions,
): Promise<Schemas['EducationEnvelope']> {
  return client.postAuthenticated('/records/verify-education', body, options);
}

/** One employee's previous employment, newest first. */
export function listExperience(
  client: ApiClient,
  body: EmployeeRecordsRequest,
  options?: RequestOptions,
): Promise<ExperienceListResult> {
  return client.postAuthenticated('/records/list-experience', body, options);
}

export function saveExperience(
  client: ApiClient,
  body: SaveExperienceRequest,
  options?: RequestOptions,
): Promise<Schemas['ExperienceEnvelope']> {
  return client.postAuthenticated('/records/save-experience', body, options);
}

export function deleteExperience(
  client: ApiClient,
  body: EntryIdRequest,
  options?: RequestOptions,
): Promise<DeletedResult> {
  return client.postAuthenticated('/records/delete-experience', body, options);
}

export function verifyExperience(
  client: ApiClient,
  body: EntryIdRequest,
  options?: RequestOptions,
): Promise<Schemas['ExperienceEnvelope']> {
  return client.postAuthenticated('/records/verify-experience', body, options);
}

/** The courses with the attendees the caller reaches; `employeeId` keeps one attendee's. */
export function listTraining(
  client: ApiClient,
  body: Schemas['ListTrainingRequest'],
  options?: RequestOptions,
): Promise<TrainingListResult> {
  return client.postAuthenticated('/records/list-training', body, options);
}

export function saveTraining(
  client: ApiClient,
  body: SaveTrainingRequest,
  options?: RequestOptions,
): Promise<Schemas['TrainingEnvelope']> {
  return client.postAuthenticated('/records/save-training', body, options);
}

export function deleteTraining(
  client: ApiClient,
  body: EntryIdRequest,
  options?: RequestOptions,
): Promise<DeletedResult> {
  return client.postAuthenticated('/records/delete-training', body, options);
}

/** One attendee's completion, certificate expiry and certificate files. */
export function recordTrainingResult(
  client: ApiClient,
  body: RecordTrainingResultRequest,
  options?: RequestOptions,
): Promise<Schemas['TrainingEnvelope']> {
  return client.postAuthenticated('/records/record-training-result', body, options);
}
