export interface Connection<TNode extends { id: string }> {
  nodes: TNode[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * Appends the next keyset page to the pages already shown. Nodes already present are skipped,
 * because a row inserted between two requests can shift into the next page. The connection's other
 * fields come from the next page, except those it did not ask for (`useLoadMore`'s
 * `nextPageVariables` turning an `@include` off), which stay as the first page gave them.
 */
export function appendPage<TConnection extends Connection<{ id: string }>>(
  previous: TConnection,
  next: TConnection,
): TConnection {
  const seen = new Set(previous.nodes.map((node) => node.id));
  return {
    ...previous,
    ...next,
    nodes: [...previous.nodes, ...next.nodes.filter((node) => !seen.has(node.id))],
  };
}
