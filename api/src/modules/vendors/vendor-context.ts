import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { forbidden } from '../../common/errors';

/**
 * The shop of the calling vendor account. Vendor operations are always scoped to this id,
 * never to an id the client sends.
 */
export async function callerVendorId(em: EntityManager, caller: Caller): Promise<string> {
  const [row]: { id: string }[] = await em.execute(`select id from vendors where user_id = ? and deleted_at is null`, [caller.id]);
  if (!row) throw forbidden('Your shop is not available.');
  return row.id;
}
