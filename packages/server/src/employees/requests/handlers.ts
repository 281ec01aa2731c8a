import type { Context } from 'hono';
import type {
  ChangeOfDetailsRequest,
  DecideEmployeeRequest,
  LetterRequest,
  ReferenceIdRequest,
  RequestListRequest,
  SaveLetterTemplateRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import {
  askChangeOfDetails,
  askLetter,
  decideRequest,
  listRequests,
  withdrawRequest,
} from './employee-requests.ts';
import { letterPdf } from './letter-pdf.ts';
import { listLetterTemplates, saveLetterTemplate } from './letter-templates.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** Employee Management › Request: change-of-details requests, letters and the letter templates. */
export function requestHandlers(deps: ServiceDeps): Record<string, Handler> {
  const answer = (c: Context<ApiEnv>, returnObject: unknown) => success(c, 200, { returnObject });
  return {
    listRequests: async (c) =>
      answer(c, await listRequests(deps, c.get('caller'), c.get('body') as RequestListRequest)),
    askChangeOfDetails: async (c) =>
      answer(c, await askChangeOfDetails(deps, c.get('caller'), c.get('body') as ChangeOfDetailsRequest)),
    askLetter: async (c) => answer(c, await askLetter(deps, c.get('caller'), c.get('body') as LetterRequest)),
    withdrawRequest: async (c) =>
      answer(c, await withdrawRequest(deps, c.get('caller'), c.get('body') as ReferenceIdRequest)),
    decideRequest: async (c) =>
      answer(c, await decideRequest(deps, c.get('caller'), c.get('body') as DecideEmployeeRequest)),
    downloadLetter: async (c) =>
      fileAnswer(c, await letterPdf(deps, c.get('caller'), (c.get('body') as ReferenceIdRequest).id)),
    listLetterTemplates: async (c) => answer(c, await listLetterTemplates(deps, c.get('caller'))),
    saveLetterTemplate: async (c) =>
      answer(c, await saveLetterTemplate(deps, c.get('caller'), c.get('body') as SaveLetterTemplateRequest)),
  };
}
