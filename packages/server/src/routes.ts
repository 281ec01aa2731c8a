import type { Context, Hono, MiddlewareHandler } from 'hono';
import { approvalHandlers } from './approvals/handlers.ts';
import { attachmentBodyLimits, attachmentHandlers } from './attachments/handlers.ts';
import type { AttachmentOwners } from './attachments/owner-access.ts';
import { attendanceDaysHandlers } from './attendance/days-handlers.ts';
import { attendanceHandlers } from './attendance/handlers.ts';
import { auditHandlers } from './audit/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { PROFILE_PHOTO, profilePhotoFiles } from './auth/name-and-photo.ts';
import { contactHandlers } from './contact/handlers.ts';
import type { ServiceDeps } from './core/deps.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import { demoHandlers } from './demo/handlers.ts';
import { documentItemFiles } from './documents/document-files.ts';
import { DOCUMENT_ITEM } from './documents/document-store.ts';
import { documentHandlers } from './documents/handlers.ts';
import { employeeHandlers } from './employees/handlers.ts';
import { EMPLOYEE_IMPORT_BODY_BYTES, employeeImportHandlers } from './employees/import/import-handlers.ts';
import { placementHandlers } from './employees/placements/handlers.ts';
import { EDUCATION, educationFiles } from './employees/records/record-entries.ts';
import { employeeRecordsHandlers } from './employees/records/records-handlers.ts';
import { TRAINING_ATTENDEE, trainingAttendeeFiles } from './employees/records/training.ts';
import { requestHandlers } from './employees/requests/handlers.ts';
import { employmentTermsHandlers } from './employees/terms/terms-handlers.ts';
import { employerHandlers } from './employer/handlers.ts';
import { expenseApprovePayHandlers } from './expenses/approve-pay-handlers.ts';
import { expenseReceiptFiles } from './expenses/claim-reads.ts';
import { EXPENSE_CLAIM_LINE } from './expenses/claim-view.ts';
import { expenseHandlers } from './expenses/handlers.ts';
import type { ApiEnv } from './http/api-env.ts';
import { bearerAuth } from './http/bearer-auth.ts';
import { bodyLimit } from './http/body-limit.ts';
import type { Contract } from './http/contract.ts';
import { CONTRACT_ID, contractAjv } from './http/contract-ajv.ts';
import { failure, jsonAnswer } from './http/envelope.ts';
import { blankOptionalTextsAsNone } from './http/optional-text.ts';
import { permissionCheck } from './http/permission-check.ts';
import { rawBody } from './http/raw-body.ts';
import { validatedBody } from './http/request-body.ts';
import { validatedParameters } from './http/request-parameters.ts';
import { incidentEvidenceFiles, incidentExplanationFiles } from './incidents/cases/case-files.ts';
import { INCIDENT_CASE, INCIDENT_EXPLANATION } from './incidents/cases/case-store.ts';
import { incidentCaseHandlers } from './incidents/cases/handlers.ts';
import { incidentSetupHandlers } from './incidents/handlers.ts';
import { leaveHandlers } from './leave/handlers.ts';
import { LEAVE_REQUEST_SUBJECT } from './leave/leave-requests.ts';
import { leaveReportHandlers } from './leave/report-handlers.ts';
import { leaveRequestFiles } from './leave/request-files.ts';
import { leaveRequestHandlers } from './leave/request-handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { employeePayHandlers } from './payroll/employee-pay/employee-pay-handlers.ts';
import { salaryAdjustmentHandlers } from './payroll/employee-pay/salary-adjustment-handlers.ts';
import { payrollOutputHandlers } from './payroll/outputs/outputs-handlers.ts';
import { payRunHandlers } from './payroll/runs/pay-run-handlers.ts';
import { payrollSetupHandlers } from './payroll/setup/handlers.ts';
import { roleHandlers } from './roles/handlers.ts';
import { announcementFiles } from './team/announcement-files.ts';
import { ANNOUNCEMENT } from './team/announcement-views.ts';
import { discussionReplyFiles, discussionTopicFiles } from './team/discussion-files.ts';
import { DISCUSSION_REPLY, DISCUSSION_TOPIC } from './team/discussion-views.ts';
import { teamHandlers } from './team/handlers.ts';
import { sharedDocumentFiles } from './team/shared-document-files.ts';
import { SHARED_DOCUMENT } from './team/shared-document-views.ts';

/** The contract's limit on every request body, but those below. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = bodyTooLarge(MAX_BODY_BYTES);

/** Operations whose JSON body may be larger: a spreadsheet's 10,000 rows in one request, one transaction. */
export const LARGER_BODY_BYTES: Record<string, number> = {
  previewEmployeeImport: EMPLOYEE_IMPORT_BODY_BYTES,
  importEmployees: EMPLOYEE_IMPORT_BODY_BYTES,
};

export function bodyTooLarge(bytes: number): string {
  return `The request body is larger than ${bytes / (1024 * 1024)} MiB.`;
}
export const NO_SUCH_OPERATION = 'There is no such API operation.';

type Handler = (c: Context<ApiEnv>) => Response | Promise<Response>;

export interface ApiOptions {
  contract: Contract;
  deps: ServiceDeps;
  trustProxy: boolean;
  /** Owner types beyond the areas' own (ATTACHMENT_OWNERS): tests register records of their own. */
  attachmentOwners?: AttachmentOwners;
}

/**
 * Who may download a file attached to a record: each area that attaches files adds its owner type and
 * check here, as it adds its handlers below.
 */
const ATTACHMENT_OWNERS: AttachmentOwners = new Map([
  [LEAVE_REQUEST_SUBJECT, leaveRequestFiles],
  [ANNOUNCEMENT, announcementFiles],
  [DISCUSSION_TOPIC, discussionTopicFiles],
  [DISCUSSION_REPLY, discussionReplyFiles],
  [SHARED_DOCUMENT, sharedDocumentFiles],
  [EDUCATION.recordType, educationFiles],
  [TRAINING_ATTENDEE, trainingAttendeeFiles],
  // My profile's photo (issue 28 item 6): an avatar, for everyone of the employer.
  [PROFILE_PHOTO, profilePhotoFiles],
  // Incident cases (issue 30): the evidence to whoever sees it, the explanation's files likewise.
  [INCIDENT_CASE, incidentEvidenceFiles],
  [INCIDENT_EXPLANATION, incidentExplanationFiles],
  [DOCUMENT_ITEM, documentItemFiles],
  // Expense Claim (issue 32): a line's receipts, to whoever may see its claim.
  [EXPENSE_CLAIM_LINE, expenseReceiptFiles],
]);

/**
 * Registers every operation of the contract, each behind the checks its definition asks for: the
 * body limit, a bearer token when its security says so, its headers' and other parameters' schemas
 * (http/request-parameters.ts), and its request schema. A body that is a file
 * (upload-attachment) is not JSON: after the token, it is read up to its area's own limit instead of
 * 1 MiB, and handed to the handler as bytes, unvalidated (http/raw-body.ts). The routes come
 * from openapi.yaml itself, so an operation cannot be served under a path or method the contract
 * does not give it, and start-up fails if the contract and the handlers disagree.
 */
export function registerApi(
  app: Hono<ApiEnv>,
  { contract, deps, trustProxy, attachmentOwners = new Map() }: ApiOptions,
): void {
  const owners: AttachmentOwners = new Map([...ATTACHMENT_OWNERS, ...attachmentOwners]);
  const handlers: Record<string, Handler> = {
    getHealth: (c) => jsonAnswer(c, 200, { status: 'ok' }),
    ...authHandlers(deps, trustProxy),
    ...contactHandlers(deps, trustProxy),
    ...employeeHandlers(deps),
    ...employeeImportHandlers(deps),
    ...placementHandlers(deps),
    ...employmentTermsHandlers(deps),
    ...employeeRecordsHandlers(deps),
    ...requestHandlers(deps),
    ...dashboardHandlers(deps),
    ...employerHandlers(deps),
    // Load demo data (issue 34) writes its story through this same application's operations.
    ...demoHandlers(deps, { request: (path, init) => app.request(path, init), basePath: contract.basePath }),
    ...approvalHandlers(deps),
    ...attachmentHandlers(deps, owners),
    ...leaveHandlers(deps),
    ...leaveRequestHandlers(deps),
    ...notificationHandlers(deps),
    ...leaveReportHandlers(deps),
    ...employeePayHandlers(deps),
    ...payrollSetupHandlers(deps),
    ...payrollOutputHandlers(deps),
    ...salaryAdjustmentHandlers(deps),
    ...payRunHandlers(deps),
    ...teamHandlers(deps),
    ...auditHandlers(deps),
    ...roleHandlers(deps),
    ...attendanceHandlers(deps),
    // Attendance: days, report, requests (issue 29).
    ...attendanceDaysHandlers(deps),
    ...incidentSetupHandlers(deps),
    ...incidentCaseHandlers(deps, trustProxy),
    ...documentHandlers(deps),
    ...expenseHandlers(deps),
    ...expenseApprovePayHandlers(deps),
  };
  assertSameOperations(contract, handlers);
  assertPermissionsMatchSecurity(contract);
  // Operations whose body is a file: the most bytes each accepts.
  const fileLimits: Record<string, number> = { ...attachmentBodyLimits(deps) };
  assertFileLimits(contract, fileLimits);

  const ajv = contractAjv(contract.document, { useDefaults: true });
  const readBlanks = blankOptionalTextsAsNone(contract.document);
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => failure(c, 413, BODY_TOO_LARGE) });
  const requireBearer = bearerAuth(deps.accessTokens);

  for (const operation of contract.operations) {
    const chain: MiddlewareHandler<ApiEnv>[] = [];
    const largerLimit = LARGER_BODY_BYTES[operation.operationId];
    if (operation.requestBodySchema) {
      chain.push(
        largerLimit
          ? bodyLimit({ maxSize: largerLimit, onError: (c) => failure(c, 413, bodyTooLarge(largerLimit)) })
          : limitBody,
      );
    }
    if (operation.requiresBearer)
      chain.push(
        requireBearer,
        permissionCheck(deps, operation.operationId, operation.permission, trustProxy),
      );
    const checkParameters = validatedParameters(ajv, operation);
    if (checkParameters) chain.push(checkParameters);
    if (operation.requestBodySchema) {
      const schemaPointer = operation.requestBodySchema;
      chain.push(
        validatedBody(ajv.compile({ $ref: `${CONTRACT_ID}${schemaPointer}` }), (body) =>
          readBlanks(body, schemaPointer),
        ),
      );
    } else if (operation.requestBodyMediaType) {
      chain.push(rawBody(operation.requestBodyMediaType, fileLimits[operation.operationId] as number));
    }
    const handler = handlers[operation.operationId] as Handler;
    const route = contract.basePath + operation.path.replace(/\{(\w+)\}/g, ':$1');
    // One registration per step: Hono runs every match of a method and path in registration order.
    for (const step of [...chain, handler]) app.on(operation.method.toUpperCase(), route, step);
  }
  const noSuchOperation: Handler = (c) => failure(c, 404, NO_SUCH_OPERATION);
  app.all(contract.basePath, noSuchOperation);
  app.all(`${contract.basePath}/*`, noSuchOperation);
}

/** Every operation that takes a file has a limit, so none reads a body of any size. */
function assertFileLimits(contract: Contract, limits: Record<string, number>): void {
  const unlimited = contract.operations
    .filter((operation) => operation.requestBodyMediaType && !((limits[operation.operationId] ?? 0) > 0))
    .map((operation) => operation.operationId);
  if (unlimited.length) {
    throw new Error(`These operations take a file but set no size limit: ${unlimited.join(', ')}.`);
  }
}

/**
 * A public operation takes no token and every other one does: the permission check runs after the
 * token's, so an operation that declared a permission without asking for a token would go unchecked.
 */
function assertPermissionsMatchSecurity(contract: Contract): void {
  const mismatched = contract.operations
    .filter((operation) => (operation.permission.kind === 'public') === operation.requiresBearer)
    .map((operation) => operation.operationId);
  if (mismatched.length) {
    throw new Error(`These operations' x-permission and security disagree: ${mismatched.join(', ')}.`);
  }
}

function assertSameOperations(contract: Contract, handlers: Record<string, Handler>): void {
  const inContract = new Set(contract.operations.map((operation) => operation.operationId));
  const missing = [...inContract].filter((id) => !(id in handlers));
  const extra = Object.keys(handlers).filter((id) => !inContract.has(id));
  if (missing.length || extra.length) {
    throw new Error(
      `openapi.yaml and the server disagree. Not implemented: ${missing.join(', ') || 'none'}. ` +
        `Not in the contract: ${extra.join(', ') || 'none'}.`,
    );
  }
}
