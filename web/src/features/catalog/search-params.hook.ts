import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsUpdate = (change: (params: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;

/**
 * useSearchParams, with updates that build on one another. React Router hands a functional update
 * the params of the last render, and renders each navigation in a transition: an update made before
 * the previous one has rendered would start from the old params and undo it. That happens on a slow
 * phone when a category is chosen and the search text settles a moment later, and when both were
 * changed before the page was hydrated and are taken over together.
 */
export function useSearchParamsUpdate(): [URLSearchParams, SearchParamsUpdate] {
  const [searchParams, setSearchParams] = useSearchParams();
  const rendered = searchParams.toString();
  // The params last asked for, and the rendered params they were made from.
  const requested = useRef<{ from: string; params: URLSearchParams } | null>(null);
  const update = useCallback<SearchParamsUpdate>(
    (change, options) => {
      // The URL is still where the last request started: that request has not rendered yet.
      const pending = requested.current?.from === rendered ? requested.current.params : null;
      const next = change(new URLSearchParams(pending ?? searchParams));
      requested.current = { from: rendered, params: next };
      setSearchParams(next, options);
    },
    [rendered, searchParams, setSearchParams],
  );
  return [searchParams, update];
}
