export {
  NO_PLACEMENT_FILTERS,
  type PlacementFilters,
  PlacementRegisterScreen,
  type PlacementRegisterScreenProps,
} from './PlacementRegisterScreen.tsx';
export type {
  BulkPlacementPreview,
  BulkPlacementPreviewRow,
  PlacementFields,
  PlacementMove,
} from './placementMoves.ts';
