export interface Connection<TNode extends { id: string }> {
  nodes: TNode[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * Appends the next keyset page to the pages already shown. Nodes already present are skipped,
 * because a row inserted between two requests can shift into the next page.
 */
export function appendPage<TConnection extends Connection<{ id: string }>>(
  previous: TConnection,
  next: TConnection,
): TConnection {
  const seen = new Set(previous.nodes.map((node) => node.id));
  return {
    ...next,
    nodes: [...previous.nodes, ...next.nodes.filter((node) => !seen.has(node.id))],
  };
}
