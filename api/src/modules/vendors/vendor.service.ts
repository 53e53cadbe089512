import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { Vendor } from './vendor.entity';

const PUBLIC = { isVerified: true, deletedAt: null };

/** Public shop directory: verified, live shops ordered by name. */
export class VendorService {
  constructor(private readonly em: EntityManager) {}

  async list(first: number, after?: string | null) {
    const size = pageSize(first);
    let keyset = {};
    if (after) {
      const [name, id] = decodeCursor<[string, string]>(after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      keyset = { $or: [{ businessName: { $gt: name } }, { businessName: name, id: { $gt: id } }] };
    }
    const rows = await this.em.find(
      Vendor,
      { ...PUBLIC, ...keyset },
      { orderBy: { businessName: 'asc', id: 'asc' }, limit: size + 1 },
    );
    return toPage(rows, size, (vendor) => encodeCursor([vendor.businessName, vendor.id]));
  }

  findPublic(id: string): Promise<Vendor | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.em.findOne(Vendor, { id, ...PUBLIC });
  }
}
