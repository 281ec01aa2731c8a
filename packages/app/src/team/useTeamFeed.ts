import { useCallback, useEffect, useState } from 'react';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { type ServerPage, useServerPages } from '../api/useServerPages.ts';
import { toastQueue } from '../toasts.ts';

/** Rows per call, for every Team list. */
export const TEAM_PAGE_SIZE = 20;

/** One page of a Team list, rows from `(page - 1) * TEAM_PAGE_SIZE` on. */
export type FetchTeamPage<T> = (page: number, signal?: AbortSignal) => Promise<ServerPage<T>>;
/** One item by its id, for a link that opens it (`?open=<id>`, from the bell or a notice). */
export type FetchTeamItem<T> = (id: string, signal: AbortSignal) => Promise<T>;

/** The item a link names; null when it names none, or when it cannot be read (deleted, not shared). */
function useOpened<T>(openId: string | null, fetchItem: FetchTeamItem<T> | undefined) {
  return useLoad(async (signal) => {
    if (!openId || !fetchItem) return null;
    try {
      return await fetchItem(openId, signal);
    } catch {
      return null;
    }
  });
}

/**
 * A Team list as a table (administrators' announcements and documents, everyone's topics): the pages
 * the server sends as the table scrolls (memoise `fetchPage` on what narrows the list) and the item
 * a link opens. `list` is what the screen's table takes; `reload` reads the list afresh after a change.
 */
export function useTeamTable<T>(
  fetchPage: FetchTeamPage<T>,
  link?: { openId: string | null; fetchItem: FetchTeamItem<T> },
) {
  const pages = useServerPages(fetchPage, TEAM_PAGE_SIZE);
  const opened = useOpened(link?.openId ?? null, link?.fetchItem);
  return {
    list: {
      status: pages.status,
      errorMessage: pages.errorMessage,
      onRetry: pages.retry,
      total: pages.total,
      onVisibleRangeChange: pages.onVisibleRangeChange,
    },
    rows: pages.rows,
    opened: opened.data ?? null,
    reload: pages.retry,
  };
}

interface Loaded<T> {
  items: T[];
  total: number;
}

export interface TeamFeedSource<T> {
  /** A page of what the reader may see; the latest closure is used, so it may read state. */
  fetchPage: FetchTeamPage<T>;
  /** The item a link opens (null for none): shown among the first page even when it is further on. */
  openId: string | null;
  fetchItem: FetchTeamItem<T>;
  /** The feed's order, newest first, where the linked item is put among those loaded. */
  compare: (a: T, b: T) => number;
  /** The toast's title when Show more fails ("More announcements could not be loaded"). */
  moreFailedTitle: string;
}

/**
 * A Team list as employees read it (announcements, shared documents): the first page, Show more for
 * the next, and the item a link names among them in its place, once. `replace` puts an item the
 * server answered with (read, acknowledged) where it was.
 */
export function useTeamFeed<T extends { id: string }>({
  fetchPage,
  openId,
  fetchItem,
  compare,
  moreFailedTitle,
}: TeamFeedSource<T>) {
  const first = useLoad((signal) => fetchPage(1, signal));
  const opened = useOpened(openId, fetchItem);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the order is the feed's, fixed for its life.
  useEffect(() => {
    if (first.status !== 'ready' || opened.status === 'loading') return;
    const items = [...first.data.items];
    const linked = opened.data;
    // The server's order stands; only a linked item from further on is put in its place.
    if (linked && !items.some((item) => item.id === linked.id)) {
      items.push(linked);
      items.sort(compare);
    }
    setLoaded({ items, total: first.data.total });
  }, [first.status, first.data, opened.status, opened.data]);

  const replace = useCallback((changed: T) => {
    setLoaded((current) =>
      current
        ? { ...current, items: current.items.map((item) => (item.id === changed.id ? changed : item)) }
        : current,
    );
  }, []);

  const showMore = async () => {
    if (!loaded) return;
    setLoadingMore(true);
    try {
      const answer = await fetchPage(Math.floor(loaded.items.length / TEAM_PAGE_SIZE) + 1);
      setLoaded((current) => {
        const items = current?.items ?? [];
        const fresh = answer.items.filter((item) => !items.some((kept) => kept.id === item.id));
        return { items: [...items, ...fresh], total: answer.total };
      });
    } catch (error) {
      toastQueue.add({ title: moreFailedTitle, description: feedbackFor(error).message, variant: 'danger' });
    } finally {
      setLoadingMore(false);
    }
  };

  const waiting = first.status === 'ready' && !loaded;
  return {
    status: waiting ? ('loading' as const) : first.status,
    errorMessage: first.errorMessage,
    onRetry: first.retry,
    items: loaded?.items ?? [],
    total: loaded?.total ?? 0,
    onShowMore: () => void showMore(),
    isLoadingMore,
    replace,
  };
}
