import type { Context } from 'hono';
import type {
  BulkPlacementRequest,
  OrgChartRequest,
  PlacementsRequest,
  RecordPlacementRequest,
  ReferenceIdRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { success } from '../../http/envelope.ts';
import { previewBulkPlacement, recordBulkPlacement } from './bulk-placement.ts';
import { getOrgChart } from './org-chart.ts';
import { listPlacements } from './placement-moves.ts';
import { cancelPlacement, recordPlacement } from './record-placement.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The placement register's operations (Employee Management › Placement). */
export function placementHandlers(deps: ServiceDeps): Record<string, Handler> {
  return {
    listPlacements: async (c) =>
      success(c, 200, {
        returnObject: await listPlacements(deps, c.get('caller'), c.get('body') as PlacementsRequest),
      }),
    recordPlacement: async (c) =>
      success(c, 200, {
        returnObject: await recordPlacement(deps, c.get('caller'), c.get('body') as RecordPlacementRequest),
      }),
    cancelPlacement: async (c) =>
      success(c, 200, {
        returnObject: await cancelPlacement(deps, c.get('caller'), c.get('body') as ReferenceIdRequest),
      }),
    previewBulkPlacement: async (c) =>
      success(c, 200, {
        returnObject: await previewBulkPlacement(
          deps,
          c.get('caller'),
          c.get('body') as BulkPlacementRequest,
        ),
      }),
    recordBulkPlacement: async (c) =>
      success(c, 200, {
        returnObject: await recordBulkPlacement(deps, c.get('caller'), c.get('body') as BulkPlacementRequest),
      }),
    getOrgChart: async (c) =>
      success(c, 200, {
        returnObject: await getOrgChart(deps, c.get('caller'), c.get('body') as OrgChartRequest),
      }),
  };
}
