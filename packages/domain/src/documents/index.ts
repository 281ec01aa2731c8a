/** Document WorkFlow's pure domain (issue 31): the request's form, an item's states and versions, its order. */

export {
  allowedItemEvents,
  applyItemEvent,
  approvedExpiry,
  checkItemEvent,
  DOCUMENT_ITEM_EVENT_KINDS,
  DOCUMENT_ITEM_EVENTS,
  DOCUMENT_ITEM_REFUSALS,
  type DocumentActor,
  type DocumentItemCheck,
  type DocumentItemEvent,
  type DocumentItemEventKind,
  type DocumentItemResult,
  type DocumentRefusalKind,
  itemActorProblem,
  itemStateProblem,
  itemVersionProblem,
} from './itemEvents.ts';
export { expiryReminderOn, isOverdue, type ListedItem, overdueFirst } from './itemOrder.ts';
export {
  DOCUMENT_ITEM_STATE_LABELS,
  DOCUMENT_ITEM_STATES,
  type DocumentItem,
  type DocumentItemState,
  type DocumentVersion,
  isOutstanding,
  latestVersion,
  OUTSTANDING_ITEM_STATES,
  requestedItem,
} from './itemStates.ts';
export {
  DOCUMENT_AUDIENCES,
  DOCUMENT_REQUEST_LIMITS,
  DOCUMENT_REQUEST_MESSAGES,
  type DocumentAudience,
  type DocumentRequestFormInput,
  type DocumentRequestFormSchema,
  type DocumentRequestFormValues,
  documentRequestFormSchema,
  NEW_DOCUMENT_REQUEST,
  SIGN_OFF_MEDIA_TYPE,
} from './requestSchema.ts';
