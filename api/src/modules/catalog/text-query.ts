import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { TEXT_QUERY } from './product-search.sql';

/**
 * How long a text's tsquery is reused. A word that `search_words` learns later (a new product's name)
 * widens a cached text's typos and completions at most this much later; the text's own words match at once.
 */
export const TEXT_QUERY_TTL_MS = 60_000;

/** The texts shoppers type most, turned into tsqueries (one statement saved per search), per process. */
const recent = new LRUCache<string, { tsquery: string | null }>({ max: 5_000, ttl: TEXT_QUERY_TTL_MS });

/** The tsquery of a text (TEXT_QUERY): `typing` while it is still being typed (suggestions). */
export async function textQuery(em: EntityManager, text: string, typing: boolean): Promise<string | null> {
  const key = `${typing ? 't' : 's'}:${text}`;
  const known = recent.get(key);
  if (known) return known.tsquery;
  const [row] = await em.getConnection().execute<{ tsq: string | null }[]>(TEXT_QUERY, [text, typing]);
  const tsquery = row?.tsq ?? null;
  recent.set(key, { tsquery });
  return tsquery;
}
