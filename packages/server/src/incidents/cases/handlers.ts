import type { Context } from 'hono';
import { clientAddress } from '../../auth/client-address.ts';
import type {
  AnonymousReportCodeRequest,
  ListIncidentCasePeopleRequest,
  ListIncidentCasesRequest,
  ListIncidentHearingsRequest,
  MoveIncidentCaseRequest,
  PrintIncidentCauseListRequest,
  ReferenceIdRequest,
  ReportIncidentCaseRequest,
  UpdateIncidentCaseRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import { answering } from '../../leave/handlers.ts';
import { followUpAnonymousReport, withdrawAnonymousReport } from './anonymous.ts';
import { incidentCauseListPdf } from './cause-list-pdf.ts';
import { getIncidentCase } from './get.ts';
import { listIncidentCasePeople, listIncidentCases, listIncidentHearings } from './lists.ts';
import { moveIncidentCase } from './move.ts';
import { reportIncidentCase } from './report.ts';
import { updateIncidentCase } from './update.ts';

/**
 * Incident cases' operations. The request log writes no user id (http/request-log.ts), so an
 * anonymous report leaves no line tying its reporter to it; keep it so.
 */
export function incidentCaseHandlers(deps: ServiceDeps, trustProxy: boolean) {
  const byCode =
    (service: typeof followUpAnonymousReport) =>
    async (c: Context<ApiEnv>): Promise<Response> => {
      const { code } = c.get('body') as AnonymousReportCodeRequest;
      return success(c, 200, { returnObject: await service(deps, code, clientAddress(c, trustProxy)) });
    };
  return {
    listIncidentCases: answering<ListIncidentCasesRequest>((caller, request) =>
      listIncidentCases(deps, caller, request),
    ),
    getIncidentCase: answering<ReferenceIdRequest>((caller, { id }) => getIncidentCase(deps, caller, id)),
    reportIncidentCase: answering<ReportIncidentCaseRequest>((caller, request) =>
      reportIncidentCase(deps, caller, request),
    ),
    updateIncidentCase: answering<UpdateIncidentCaseRequest>((caller, request) =>
      updateIncidentCase(deps, caller, request),
    ),
    moveIncidentCase: answering<MoveIncidentCaseRequest>((caller, request) =>
      moveIncidentCase(deps, caller, request),
    ),
    listIncidentHearings: answering<ListIncidentHearingsRequest>((caller, request) =>
      listIncidentHearings(deps, caller, request),
    ),
    printIncidentCauseList: async (c: Context<ApiEnv>) =>
      fileAnswer(
        c,
        await incidentCauseListPdf(deps, c.get('caller'), c.get('body') as PrintIncidentCauseListRequest),
      ),
    listIncidentCasePeople: answering<ListIncidentCasePeopleRequest>((caller, request) =>
      listIncidentCasePeople(deps, caller, request),
    ),
    followUpAnonymousReport: byCode(followUpAnonymousReport),
    withdrawAnonymousReport: byCode(withdrawAnonymousReport),
  };
}
