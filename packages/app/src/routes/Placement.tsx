import {
  type BulkPlacementRequest,
  cancelPlacement,
  listPlacements,
  type PlacementsRequest,
  previewBulkPlacement,
  recordBulkPlacement,
  recordPlacement,
  searchEmployees,
} from '@hr/api';
import { type BulkPlacementValues, meetsNeed, type RecordPlacementValues } from '@hr/domain';
import {
  BulkPlacementDialog,
  NO_PLACEMENT_FILTERS,
  type PlacementFields,
  type PlacementFilters,
  PlacementRegisterScreen,
  RECORD_PLACEMENT_FIELDS,
  RecordPlacementDialog,
} from '@hr/screens';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useServerPages } from '../api/useServerPages.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { useReferenceOptions } from '../employer/useReferenceOptions.ts';
import { paths } from '../paths.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';

const PAGE_SIZE = 100;
/** The most search-employees answers at once. */
const MOVABLE_PAGE = 200;

/** The filters as the contract takes them: a filter left empty is left out. */
function toRequest(filters: PlacementFilters): Omit<PlacementsRequest, 'page' | 'pageSize'> {
  return {
    ...(filters.employeeId ? { employeeId: filters.employeeId } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** The bulk move as the contract takes it: a reason left blank is left out. */
function bulkRequest({ reason, ...move }: BulkPlacementValues): BulkPlacementRequest {
  return { ...move, ...(reason ? { reason } : {}) };
}

/**
 * Employee Management › Placement (issue 28): the register of moves, recording one person's move or
 * several people's at once (previewed first), cancelling a move not yet in effect, and the way to the
 * organisation chart. Recording is offered only to someone whose roles let them change records.
 */
export function Component() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<PlacementFilters>(NO_PLACEMENT_FILTERS);
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) => {
      const { returnObject } = await listPlacements(
        apiClient,
        { ...toRequest(filters), page, pageSize: PAGE_SIZE },
        { signal },
      );
      return { items: returnObject.moves, total: returnObject.total };
    },
    [filters],
  );
  const pages = useServerPages(fetchPage, PAGE_SIZE);
  const people = useEmployeeChoices();
  const managers = useEmployeeChoices();
  // The people a bulk move chooses from, by name: those the caller's role reaches, the first
  // MOVABLE_PAGE of them (the dialog searches this list as a name is typed).
  const movable = useLoad(async (signal) =>
    (
      await searchEmployees(apiClient, { page: 1, pageSize: MOVABLE_PAGE }, { signal })
    ).returnObject.items.map((row) => ({ id: row.id, name: row.employee_name })),
  );
  const options = useReferenceOptions(['departments', 'jobPositions', 'levels', 'branches']);
  const records = meetsNeed(useHeldPermissions() ?? {}, { area: 'employees', action: 'update' });

  const [recording, setRecording] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [current, setCurrent] = useState<PlacementFields | null>(null);

  /** The chosen person's placement in effect today, to start the dialog's fields from. */
  const choose = async (id: string | null) => {
    setEmployeeId(id);
    setCurrent(null);
    if (!id) return;
    try {
      const { returnObject } = await listPlacements(apiClient, { employeeId: id, page: 1, pageSize: 50 });
      setCurrent(returnObject.moves.find((move) => move.status === 'current') ?? null);
    } catch {
      // The fields start empty; the server still checks what is sent.
    }
  };

  const placementOptions = {
    departments: options.departments,
    jobPositions: options.jobPositions,
    levels: options.levels,
    branches: options.branches,
  };

  return (
    <>
      <PlacementRegisterScreen
        status={pages.status}
        errorMessage={pages.errorMessage}
        onRetry={pages.retry}
        filters={filters}
        onFiltersChange={setFilters}
        people={people.employees}
        onPersonSearch={people.onEmployeeSearch}
        total={pages.total}
        rows={pages.rows}
        onVisibleRangeChange={pages.onVisibleRangeChange}
        onRecordPlacement={records ? () => setRecording(true) : undefined}
        onBulkPlacement={records ? () => setBulk(true) : undefined}
        onOpenOrgChart={() => navigate(paths.orgChart)}
        onCancelMove={
          records
            ? (move) =>
                changeThen(
                  () => cancelPlacement(apiClient, move.id),
                  async () => pages.retry(),
                )
            : undefined
        }
      />
      {recording ? (
        <RecordPlacementDialog
          isOpen
          onOpenChange={setRecording}
          employees={people.employees}
          onEmployeeSearch={people.onEmployeeSearch}
          employeeId={employeeId ?? undefined}
          onEmployeeChange={(id) => void choose(id)}
          current={current}
          options={placementOptions}
          onSubmit={(values: RecordPlacementValues) =>
            changeThen(
              () =>
                // A blank reason is none: the contract takes a reason of one character or more.
                recordPlacement(apiClient, { ...values, reason: values.reason || undefined }),
              async () => {
                setRecording(false);
                pages.retry();
              },
              RECORD_PLACEMENT_FIELDS,
            )
          }
        />
      ) : null}
      {bulk ? (
        <BulkPlacementDialog
          isOpen
          onOpenChange={setBulk}
          people={movable.data ?? []}
          options={placementOptions}
          lineManagers={managers.employees}
          onLineManagerSearch={managers.onEmployeeSearch}
          onPreview={async (values) => {
            try {
              return (await previewBulkPlacement(apiClient, bulkRequest(values))).returnObject;
            } catch (error) {
              return feedbackFor(error);
            }
          }}
          onSave={(values) =>
            changeThen(
              () => recordBulkPlacement(apiClient, bulkRequest(values)),
              async () => {
                setBulk(false);
                pages.retry();
              },
            )
          }
        />
      ) : null}
    </>
  );
}
