import {
  ApiError,
  getIncidentCase,
  listIncidentCases,
  listIncidentCategories,
  listIncidentDecisions,
  listIncidentTypes,
  moveIncidentCase,
  reportIncidentCase,
  updateIncidentCase,
} from '@hr/api';
import { CASE_STATES, type CaseState } from '@hr/domain';
import {
  type IncidentCaseDetail,
  IncidentCaseDialog,
  type IncidentCaseField,
  type IncidentCaseSave,
  type IncidentCaseSaveResult,
  IncidentCaseScreen,
  IncidentManagementScreen,
  type IncidentMove,
} from '@hr/screens';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { downloadStoredFile, uploadStoredFile } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { useServerPages } from '../api/useServerPages.ts';
import {
  toCaseDetail,
  toContractMove,
  toReportRequest,
  toUpdateRequest,
} from '../incidents/incidentCases.ts';
import { searchPeople } from '../incidents/searchPeople.ts';
import { paths } from '../paths.ts';
import { toastQueue } from '../toasts.ts';

/** Rows per call, as the employee list: a screenful is one call. */
const PAGE_SIZE = 100;
const CASE_FIELDS: readonly IncidentCaseField[] = [
  'categoryId',
  'typeId',
  'occurredFrom',
  'occurredTo',
  'summary',
  'story',
  'subjectIds',
  'witnessIds',
  'remarks',
];
const NONE: readonly never[] = [];

/** What the report dialog and the decision moves choose from: the set-up lists the reader may read. */
function useIncidentSetUp() {
  // The deactivated rows too, so an edited case keeps the category and type it was filed under; the
  // server gives them only to whoever reads incidents for the whole employer, the active ones to anyone
  // else (the Employee's own incidents read included), and the dialogs offer only the active ones.
  const all = { includeInactive: true };
  const categories = useLoad(
    async (signal) => (await listIncidentCategories(apiClient, all, { signal })).returnObject,
  );
  const types = useLoad(async (signal) => (await listIncidentTypes(apiClient, all, { signal })).returnObject);
  const decisions = useLoad(
    async (signal) => (await listIncidentDecisions(apiClient, all, { signal })).returnObject,
  );
  return {
    categories: categories.data ?? NONE,
    types: types.data ?? NONE,
    decisions: decisions.data ?? NONE,
    failed: [categories, types, decisions].find((load) => load.status === 'error'),
  };
}
type SetUp = ReturnType<typeof useIncidentSetUp>;

/**
 * What a page shows: its own load, unless a set-up list failed, which is the page's error (with its
 * own Try again) since the dialogs cannot be filled in without it.
 */
function withSetUp(
  page: { status: 'loading' | 'error' | 'ready'; errorMessage?: string; retry: () => void },
  { failed }: SetUp,
) {
  return failed
    ? { status: 'error' as const, errorMessage: failed.errorMessage, onRetry: failed.retry }
    : { status: page.status, errorMessage: page.errorMessage, onRetry: page.retry };
}

/** Reports a case (`existing` null) or saves the §2.10 dialog's changes to one; a refusal on its field. */
async function saveCase(
  save: IncidentCaseSave,
  existing: IncidentCaseDetail | null,
): Promise<IncidentCaseSaveResult> {
  try {
    if (existing) {
      await updateIncidentCase(apiClient, toUpdateRequest(save, existing));
      return undefined;
    }
    const { followUpCode } = (await reportIncidentCase(apiClient, toReportRequest(save))).returnObject;
    return followUpCode ? { followUpCode } : undefined;
  } catch (error) {
    return feedbackFor(error, CASE_FIELDS);
  }
}

const isCaseState = (text: string | null): text is CaseState =>
  (CASE_STATES as readonly string[]).includes(text ?? '');

/**
 * Incident › Management (issue 30): the cases the reader may see, and with `?case=<id>` (the link the
 * case's notices carry) that case's page. The list's search and state filter live in the address too,
 * so the case page's "All cases" and the browser's Back both return to the list as it was left.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const setUp = useIncidentSetUp();
  const caseId = params.get('case');
  const listParams = new URLSearchParams(params);
  listParams.delete('case');
  const listQuery = listParams.toString();
  const listHref = listQuery ? `${paths.incidentManagement}?${listQuery}` : paths.incidentManagement;
  const stateParam = params.get('state');

  if (caseId !== null) return <CasePage key={caseId} id={caseId} listHref={listHref} setUp={setUp} />;
  const change = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <CaseList
      search={params.get('search') ?? ''}
      state={isCaseState(stateParam) ? stateParam : null}
      onSearchChange={(search) => change('search', search)}
      onStateChange={(state) => change('state', state)}
      onOpenCase={(id) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('case', id);
          return next;
        })
      }
      setUp={setUp}
    />
  );
}

interface CaseListProps {
  search: string;
  state: CaseState | null;
  onSearchChange: (search: string) => void;
  onStateChange: (state: CaseState | null) => void;
  onOpenCase: (id: string) => void;
  setUp: SetUp;
}

function CaseList({ search, state, onSearchChange, onStateChange, onOpenCase, setUp }: CaseListProps) {
  const [isReporting, setReporting] = useState(false);
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      (
        await listIncidentCases(
          apiClient,
          { ...(search ? { search } : {}), ...(state ? { states: [state] } : {}), page, pageSize: PAGE_SIZE },
          { signal },
        )
      ).returnObject,
    [search, state],
  );
  const pages = useServerPages(fetchPage, PAGE_SIZE);
  const shown = withSetUp(pages, setUp);

  return (
    <>
      <IncidentManagementScreen
        {...shown}
        total={pages.total}
        rows={pages.rows}
        onVisibleRangeChange={pages.onVisibleRangeChange}
        search={search}
        onSearchChange={onSearchChange}
        state={state}
        onStateChange={onStateChange}
        onOpenCase={(row) => onOpenCase(row.id)}
        onReport={() => setReporting(true)}
      />
      {isReporting ? (
        <IncidentCaseDialog
          incident={null}
          categories={setUp.categories}
          types={setUp.types}
          onSearchPeople={searchPeople}
          onUpload={uploadStoredFile}
          onSave={saveCase}
          isOpen
          onOpenChange={setReporting}
          onDone={(message) => {
            setReporting(false);
            toastQueue.add({ title: message, variant: 'success' });
            pages.retry();
          }}
        />
      ) : null}
    </>
  );
}

/** An id that is not a case the reader may see, or not an id at all, reads as no such case. */
const isNoSuchCase = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.field === 'id'));

function CasePage({ id, listHref, setUp }: { id: string; listHref: string; setUp: SetUp }) {
  const [isEditing, setEditing] = useState(false);
  const loaded = useLoad(async (signal) => {
    try {
      return toCaseDetail((await getIncidentCase(apiClient, id, { signal })).returnObject);
    } catch (error) {
      if (isNoSuchCase(error)) return null;
      throw error;
    }
  });
  const incident = loaded.data ?? null;
  const shown = withSetUp(loaded, setUp);
  const onMove = (move: IncidentMove) =>
    changeThen(() => moveIncidentCase(apiClient, id, toContractMove(move)), loaded.reload, 'any-field');

  return (
    <>
      <IncidentCaseScreen
        {...shown}
        status={loaded.status === 'ready' && incident === null ? 'not-found' : shown.status}
        listHref={listHref}
        incident={incident}
        decisions={setUp.decisions}
        onSearchPeople={searchPeople}
        onUpload={uploadStoredFile}
        onDownloadFile={downloadStoredFile}
        onMove={onMove}
        onEdit={() => setEditing(true)}
      />
      {isEditing && incident ? (
        <IncidentCaseDialog
          incident={incident}
          categories={setUp.categories}
          types={setUp.types}
          onSearchPeople={searchPeople}
          onUpload={uploadStoredFile}
          onSave={saveCase}
          isOpen
          onOpenChange={setEditing}
          onDone={(message) => {
            setEditing(false);
            toastQueue.add({ title: message, variant: 'success' });
            void loaded.reload();
          }}
        />
      ) : null}
    </>
  );
}
