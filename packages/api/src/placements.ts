import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type PlacementMoveItem = Schemas['PlacementMove'];
export type PlacementsRequest = Schemas['PlacementsRequest'];
export type PlacementMovePageResult = Schemas['PlacementMovePageEnvelope'];
export type RecordPlacementRequest = Schemas['RecordPlacementRequest'];
export type PlacementMoveResult = Schemas['PlacementMoveEnvelope'];
export type BulkPlacementRequest = Schemas['BulkPlacementRequest'];
export type BulkPlacementPreviewResult = Schemas['BulkPlacementPreviewEnvelope'];
export type BulkPlacementRecordedResult = Schemas['BulkPlacementRecordedEnvelope'];
export type OrgChartRequest = Schemas['OrgChartRequest'];
export type OrgChartResult = Schemas['OrgChartEnvelope'];

/** The placement register: the moves of the people the caller reaches, newest first, a page at a time. */
export function listPlacements(
  client: ApiClient,
  body: PlacementsRequest,
  options?: RequestOptions,
): Promise<PlacementMovePageResult> {
  return client.postAuthenticated('/placements/list-placements', body, options);
}

/** Records one employee's move from its effective date (a move on a dated day corrects that day's). */
export function recordPlacement(
  client: ApiClient,
  body: RecordPlacementRequest,
  options?: RequestOptions,
): Promise<PlacementMoveResult> {
  return client.postAuthenticated('/placements/record-placement', body, options);
}

/** Cancels a move that has not taken effect. */
export function cancelPlacement(
  client: ApiClient,
  id: string,
  options?: RequestOptions,
): Promise<PlacementMoveResult> {
  return client.postAuthenticated('/placements/cancel-placement', { id }, options);
}

/** Each person's placement before and after a bulk move, with their problems; nothing is written. */
export function previewBulkPlacement(
  client: ApiClient,
  body: BulkPlacementRequest,
  options?: RequestOptions,
): Promise<BulkPlacementPreviewResult> {
  return client.postAuthenticated('/placements/preview-bulk-placement', body, options);
}

/** Records a bulk move for everyone in it, or for nobody. */
export function recordBulkPlacement(
  client: ApiClient,
  body: BulkPlacementRequest,
  options?: RequestOptions,
): Promise<BulkPlacementRecordedResult> {
  return client.postAuthenticated('/placements/record-bulk-placement', body, options);
}

/** The people the caller reaches and their line managers on a day (today unless given). */
export function getOrgChart(
  client: ApiClient,
  body: OrgChartRequest,
  options?: RequestOptions,
): Promise<OrgChartResult> {
  return client.postAuthenticated('/placements/get-org-chart', body, options);
}
