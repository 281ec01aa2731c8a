import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/* Employee Management › Request (issue 28, item 4): an employee's change-of-details requests and
   letters, decided through the approval module, and the employer's letter templates. */

export type EmployeeRequestItem = Schemas['EmployeeRequest'];
export type RequestListRequest = Schemas['RequestListRequest'];
export type RequestListResult = Schemas['EmployeeRequestListEnvelope'];
export type ChangeOfDetailsRequest = Schemas['ChangeOfDetailsRequest'];
export type LetterRequest = Schemas['LetterRequest'];
export type DecideEmployeeRequest = Schemas['DecideEmployeeRequest'];
export type EmployeeRequestResult = Schemas['EmployeeRequestEnvelope'];
export type LetterTemplateItem = Schemas['LetterTemplate'];
export type SaveLetterTemplateRequest = Schemas['SaveLetterTemplateRequest'];
export type LetterTemplateResult = Schemas['LetterTemplateEnvelope'];
export type LetterTemplateListResult = Schemas['LetterTemplateListEnvelope'];

/** The requests of the people the caller reaches (an employee their own) and those waiting on them. */
export function listRequests(
  client: ApiClient,
  body: RequestListRequest,
  options?: RequestOptions,
): Promise<RequestListResult> {
  return client.postAuthenticated('/requests/list-requests', body, options);
}

/** Asks to change one's own bank account, name or marital status; it applies once approved. */
export function askChangeOfDetails(
  client: ApiClient,
  body: ChangeOfDetailsRequest,
  options?: RequestOptions,
): Promise<EmployeeRequestResult> {
  return client.postAuthenticated('/requests/ask-change-of-details', body, options);
}

/** Asks for an employment confirmation or a salary certificate. */
export function askLetter(
  client: ApiClient,
  body: LetterRequest,
  options?: RequestOptions,
): Promise<EmployeeRequestResult> {
  return client.postAuthenticated('/requests/ask-letter', body, options);
}

/** Takes back one's own pending request. */
export function withdrawRequest(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<EmployeeRequestResult> {
  return client.postAuthenticated('/requests/withdraw-request', { id }, options);
}

/** Approves or rejects (with the reason) the step a request waits on. */
export function decideRequest(
  client: ApiClient,
  body: DecideEmployeeRequest,
  options?: RequestOptions,
): Promise<EmployeeRequestResult> {
  return client.postAuthenticated('/requests/decide-request', body, options);
}

/** An approved letter as a PDF. */
export function downloadLetter(client: ApiClient, id: string, options?: RequestOptions): Promise<Blob> {
  return client.downloadAuthenticated('/requests/download-letter', { id }, options);
}

/** The employer's letter templates and the placeholders they may use. */
export function listLetterTemplates(
  client: ApiClient,
  options?: RequestOptions,
): Promise<LetterTemplateListResult> {
  return client.postAuthenticated('/requests/list-letter-templates', {}, options);
}

/** Saves the employer's template of one letter kind. */
export function saveLetterTemplate(
  client: ApiClient,
  body: SaveLetterTemplateRequest,
  options?: RequestOptions,
): Promise<LetterTemplateResult> {
  return client.postAuthenticated('/requests/save-letter-template', body, options);
}
