import { useState } from 'react';

interface DialogSession<TItem> {
  /** Bumped at each opening: the dialog is keyed by it, so its form starts afresh. */
  session: number;
  isOpen: boolean;
  item?: TItem;
}

/**
 * A dialog the records pages open on a row (or none, to add): kept mounted while it closes, so its
 * closing is not cut short, and started afresh at each opening.
 */
export function useDialogSession<TItem>() {
  const [state, setState] = useState<DialogSession<TItem>>({ session: 0, isOpen: false });
  return {
    ...state,
    open: (item?: TItem) => setState(({ session }) => ({ session: session + 1, isOpen: true, item })),
    close: () => setState((current) => ({ ...current, isOpen: false })),
  };
}
