import { useCallback, useEffect, useState } from 'react';

/** Which dialog of a list page is open, about which row (null: a new one), and its opening's number. */
export interface ListDialog<TKind extends string, TRow> {
  kind: TKind;
  row: TRow | null;
  /** A fresh dialog per opening: the key it mounts under, so it never starts from the last one's state. */
  opening: number;
}

/**
 * The dialogs of a list page and its status line: opening one clears the line, a dialog's `done`
 * says what it did there and closes it. A row linked to the page (`opened`, from the bell or a notice)
 * opens in a dialog of `openedKind` as it arrives.
 */
export function useListDialogs<TKind extends string, TRow>(openedKind: TKind, opened?: TRow | null) {
  const [dialog, setDialog] = useState<ListDialog<TKind, TRow> | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (opened) setDialog({ kind: openedKind, row: opened, opening: 1 });
  }, [openedKind, opened]);

  const open = useCallback((kind: TKind, row: TRow | null = null) => {
    setMessage('');
    setDialog((current) => ({ kind, row, opening: (current?.opening ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setDialog(null), []);
  const done = useCallback((said: string) => {
    setMessage(said);
    setDialog(null);
  }, []);
  return { dialog, message, setMessage, open, close, done };
}
