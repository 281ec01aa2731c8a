export { BulkPlacementDialog, type BulkPlacementDialogProps } from './BulkPlacementDialog.tsx';
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
export {
  type PlacementOptions,
  RECORD_PLACEMENT_FIELDS,
  RecordPlacementDialog,
  type RecordPlacementDialogProps,
  type RecordPlacementField,
} from './RecordPlacementDialog.tsx';
