/**
 * Per-request batch loaders: a page of N products costs one query per relation, not N. Each module
 * declares its loaders by adding them to this interface (declaration merging, as Express's Request
 * is extended) next to the factory that makes them; the composition root (src/loaders.ts) puts the
 * factories together, and the compiler refuses it if one is missing. Shared code knows no module.
 */
export interface Loaders {}

/** The rows for `ids`, in the same order, null where none matched. */
export function byId<T extends { id: string }>(rows: T[], ids: readonly string[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** The rows for each of `ids`, in the same order, [] where none matched. */
export function grouped<T>(rows: T[], ids: readonly string[], keyOf: (row: T) => string): T[][] {
  const map = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return ids.map((id) => map.get(id)!);
}
