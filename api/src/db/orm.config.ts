import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { Product, ProductImage } from '../modules/catalog/product.entity';
import { Media } from '../modules/media/media.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { CartItem } from '../modules/cart/cart-item.entity';
import { Order, OrderItem } from '../modules/orders/order.entity';
import { Payment } from '../modules/payments/payment.entity';
import { WishlistItem } from '../modules/wishlist/wishlist-item.entity';
import { User } from '../modules/users/user.entity';
import { Vendor } from '../modules/vendors/vendor.entity';
import { Migration20261122000000 } from './migrations/Migration20261122000000';
import { Migration20261122010000 } from './migrations/Migration20261122010000';
import { Migration20261122020000 } from './migrations/Migration20261122020000';
import { Migration20261122030000 } from './migrations/Migration20261122030000';
import { Migration20261122040000 } from './migrations/Migration20261122040000';
import { Migration20261123000000 } from './migrations/Migration20261123000000';
import { Migration20261125000000 } from './migrations/Migration20261125000000';
import { Migration20261125010000 } from './migrations/Migration20261125010000';
import { Migration20261125040000 } from './migrations/Migration20261125040000';
import { Migration20261126000000 } from './migrations/Migration20261126000000';
import { Migration20261127000000 } from './migrations/Migration20261127000000';
import { Migration20261127100000 } from './migrations/Migration20261127100000';
import { Migration20261127190000 } from './migrations/Migration20261127190000';
import { Migration20261128190000 } from './migrations/Migration20261128190000';
import { Migration20261129000000 } from './migrations/Migration20261129000000';
import { Migration20261129100000 } from './migrations/Migration20261129100000';
import { Migration20261129110000 } from './migrations/Migration20261129110000';
import { Migration20261130100000 } from './migrations/Migration20261130100000';
import { Migration20261130200000 } from './migrations/Migration20261130200000';
import { Migration20261130210000 } from './migrations/Migration20261130210000';
import { Migration20261130300000 } from './migrations/Migration20261130300000';
import { Migration20261201000000 } from './migrations/Migration20261201000000';
import { Migration20261201100000 } from './migrations/Migration20261201100000';
import { Migration20261202000000 } from './migrations/Migration20261202000000';
import { Migration20261203000000 } from './migrations/Migration20261203000000';
import { Migration20261204000000 } from './migrations/Migration20261204000000';

export const ENTITIES = [User, Vendor, Media, Product, ProductImage, Order, OrderItem, Payment, CartItem, WishlistItem, Notification];

/** Called with every SQL statement the ORM runs; tests count them to catch N+1 queries. */
export type QueryListener = (sql: string) => void;

export function ormConfig(clientUrl: string, onQuery?: QueryListener) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    // Listed classes, not a glob: works the same from src (tests, dev) and dist.
    migrations: {
      migrationsList: [
        { name: 'Migration20261122000000', class: Migration20261122000000 },
        { name: 'Migration20261122010000', class: Migration20261122010000 },
        { name: 'Migration20261122020000', class: Migration20261122020000 },
        { name: 'Migration20261122030000', class: Migration20261122030000 },
        { name: 'Migration20261122040000', class: Migration20261122040000 },
        { name: 'Migration20261123000000', class: Migration20261123000000 },
        { name: 'Migration20261125000000', class: Migration20261125000000 },
        { name: 'Migration20261125010000', class: Migration20261125010000 },
        { name: 'Migration20261125040000', class: Migration20261125040000 },
        { name: 'Migration20261126000000', class: Migration20261126000000 },
        { name: 'Migration20261127000000', class: Migration20261127000000 },
        { name: 'Migration20261127100000', class: Migration20261127100000 },
        { name: 'Migration20261127190000', class: Migration20261127190000 },
        { name: 'Migration20261128190000', class: Migration20261128190000 },
        { name: 'Migration20261129000000', class: Migration20261129000000 },
        { name: 'Migration20261129100000', class: Migration20261129100000 },
        { name: 'Migration20261129110000', class: Migration20261129110000 },
        { name: 'Migration20261130100000', class: Migration20261130100000 },
        { name: 'Migration20261130200000', class: Migration20261130200000 },
        { name: 'Migration20261130210000', class: Migration20261130210000 },
        { name: 'Migration20261130300000', class: Migration20261130300000 },
        { name: 'Migration20261201000000', class: Migration20261201000000 },
        { name: 'Migration20261201100000', class: Migration20261201100000 },
        { name: 'Migration20261202000000', class: Migration20261202000000 },
        { name: 'Migration20261203000000', class: Migration20261203000000 },
        { name: 'Migration20261204000000', class: Migration20261204000000 },
      ],
      transactional: true,
      allOrNothing: true,
    },
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // A sequential scan that stops early (a search's candidates, LIMIT without ORDER BY) must read
    // the same rows on every page: a synchronized scan would start wherever another scan of the
    // table is, so page 2 could rank another candidate set than page 1 (decision 0023).
    driverOptions: { connection: { options: '-c synchronize_seqscans=off' } },
    debug: onQuery ? ['query'] : false,
    loggerFactory: onQuery
      ? () => ({
          log: () => {},
          error: () => {},
          warn: () => {},
          // MikroORM reports each statement here, not through log().
          logQuery: (context) => onQuery(context.query ?? ''),
          setDebugMode: () => {},
          isEnabled: (namespace) => namespace === 'query',
        })
      : undefined,
  });
}
