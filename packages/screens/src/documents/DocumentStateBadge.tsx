import { Badge } from '@hr/ui';
import {
  DOCUMENT_ITEM_STATE_BADGES,
  DOCUMENT_ITEM_STATE_LABELS,
  type DocumentItemState,
} from './documentRequests.ts';

/** An item's state in words, coloured as the other states of the app are (Rejected red, Approved green). */
export function DocumentStateBadge({ state }: { state: DocumentItemState }) {
  return <Badge variant={DOCUMENT_ITEM_STATE_BADGES[state]}>{DOCUMENT_ITEM_STATE_LABELS[state]}</Badge>;
}
