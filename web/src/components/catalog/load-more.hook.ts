import { useState } from 'react';
import { appendPage, type Connection } from './connection.util';

/**
 * The slice of Apollo's `fetchMore` this hook calls. Apollo's own type is generic over the fetched
 * data and variables; every "Load more" here refetches the same query with only `after` changed.
 */
type FetchMore<TData> = (options: {
  variables: { after: string } & Record<string, unknown>;
  updateQuery: (previous: TData, options: { fetchMoreResult: TData }) => TData;
}) => Promise<unknown>;

interface UseLoadMoreOptions<TData, TConnection extends Connection<{ id: string }>> {
  /** The query's current result (undefined while it first loads). */
  data: TData | undefined;
  fetchMore: FetchMore<TData>;
  /** Where the paginated connection sits in a result; null or undefined when it is gone. */
  getConnection: (data: TData) => TConnection | null | undefined;
  /** A copy of the result with the connection replaced by the merged pages. */
  setConnection: (data: TData, connection: TConnection) => TData;
  /** Variables the next pages are fetched with besides `after` (to leave out what the first page brought). */
  nextPageVariables?: Record<string, unknown>;
}

export interface LoadMoreState {
  /** Whether the server has a page after the ones shown. */
  hasNextPage: boolean;
  /** True while the next page is being fetched. */
  loading: boolean;
  /** True after the last attempt failed, until the next attempt starts. */
  failed: boolean;
  loadMore: () => Promise<void>;
}

/** Keyset "Load more" for one connection of a query: fetches the next page and appends it. */
export function useLoadMore<TData, TConnection extends Connection<{ id: string }>>({
  data,
  fetchMore,
  getConnection,
  setConnection,
  nextPageVariables,
}: UseLoadMoreOptions<TData, TConnection>): LoadMoreState {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pageInfo = data === undefined ? undefined : getConnection(data)?.pageInfo;

  const loadMore = async () => {
    const after = pageInfo?.endCursor;
    if (!after) return;
    setLoading(true);
    setFailed(false);
    try {
      await fetchMore({
        variables: { ...nextPageVariables, after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const shown = getConnection(previous);
          const next = getConnection(fetchMoreResult);
          // The owner of the connection can vanish between pages (a vendor unverified meanwhile):
          // keep what is shown.
          if (!shown || !next) return previous;
          return setConnection(previous, appendPage(shown, next));
        },
      });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { hasNextPage: pageInfo?.hasNextPage ?? false, loading, failed, loadMore };
}
