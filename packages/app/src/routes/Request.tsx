import {
  askChangeOfDetails,
  askLetter,
  decideRequest,
  downloadLetter,
  listBanks,
  listLetterTemplates,
  listRequests,
  saveLetterTemplate,
  withdrawRequest,
} from '@hr/api';
import { meetsNeed } from '@hr/domain';
import { LetterTemplateEditor, type NewRequest, RequestScreen } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { userAtom } from '../session/sessionAtom.ts';

/** The fields a refusal of asking may name, as the dialog names them. */
const ASK_FIELDS = ['bankId', 'bankAccount', 'firstName', 'lastName', 'maritalStatus', 'reason'] as const;

/** Sends a call and answers null, or its refusal for the screen to show. */
async function refusalOf(call: () => Promise<unknown>, fields: readonly string[] = []) {
  try {
    await call();
    return null;
  } catch (error) {
    return feedbackFor(error, fields);
  }
}

function ask(request: NewRequest) {
  if (request.kind === 'Letter') {
    return askLetter(apiClient, { letter: request.letter, reason: request.reason });
  }
  const { kind: _kind, ...change } = request;
  return askChangeOfDetails(apiClient, change as Parameters<typeof askChangeOfDetails>[1]);
}

/**
 * Employee Management › Request: the reader's requests and those they reach or decide, asking,
 * withdrawing, deciding and downloading letters; the letter templates for whoever keeps the
 * employer's set-up (employer.update for the whole employer, as save-letter-template asks).
 */
export function Component() {
  const user = useAtomValue(userAtom);
  const keepsTemplates = meetsNeed(useHeldPermissions() ?? {}, {
    area: 'employer',
    action: 'update',
    wholeEmployer: true,
  });
  const loaded = useLoad(async (signal) => {
    const [requests, banks, templates] = await Promise.all([
      listRequests(apiClient, {}, { signal }),
      user?.employeeId ? listBanks(apiClient, {}, { signal }).catch(() => null) : null,
      keepsTemplates ? listLetterTemplates(apiClient, { signal }) : null,
    ]);
    return {
      ...requests.returnObject,
      banks: (banks?.returnObject ?? []).filter((bank) => bank.active).map(({ id, name }) => ({ id, name })),
      templates: templates?.returnObject.templates ?? [],
    };
  }, keepsTemplates);
  return (
    <RequestScreen
      status={loaded.status}
      errorMessage={loaded.errorMessage}
      onRetry={loaded.retry}
      requests={loaded.data?.requests ?? []}
      toDecide={loaded.data?.toDecide ?? []}
      ownEmployeeId={user?.employeeId ?? null}
      banks={loaded.data?.banks ?? []}
      onAsk={async (request) => {
        const refused = await refusalOf(() => ask(request), ASK_FIELDS);
        if (!refused) await loaded.reload();
        return refused;
      }}
      onWithdraw={async (id) => {
        const refused = await refusalOf(() => withdrawRequest(apiClient, id));
        if (!refused) await loaded.reload();
        return refused;
      }}
      onDecide={async (id, decision, comment) => {
        const refused = await refusalOf(() => decideRequest(apiClient, { id, decision, comment }));
        if (!refused) await loaded.reload();
        return refused;
      }}
      onDownloadLetter={async (id) => {
        const item = loaded.data?.requests.find((request) => request.id === id);
        const name = `${item?.subject ?? 'letter'}-${item?.employeeName ?? ''}`
          .toLowerCase()
          .replace(/\s+/g, '-');
        downloadFile(await downloadLetter(apiClient, id), `${name}.pdf`);
      }}
      templateEditor={
        keepsTemplates && loaded.data ? (
          <LetterTemplateEditor
            templates={loaded.data.templates}
            onSave={async (kind, body) => {
              const refused = await refusalOf(() => saveLetterTemplate(apiClient, { kind, body }));
              if (!refused) await loaded.reload();
              return refused;
            }}
          />
        ) : undefined
      }
    />
  );
}
