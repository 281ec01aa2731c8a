export {
  type AuditFilters,
  AuditTrailScreen,
  type AuditTrailScreenProps,
  NO_AUDIT_FILTERS,
} from './AuditTrailScreen.tsx';
export type { AuditEvent } from './auditEvents.ts';
export { RecordHistory, type RecordHistoryProps } from './RecordHistory.tsx';
