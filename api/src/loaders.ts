import type { EntityManager } from '@mikro-orm/postgresql';
import type { Loaders } from './common/loaders';
import { catalogLoaders } from './modules/catalog/catalog.loaders';
import { orderLoaders } from './modules/orders/order.loaders';
import { refundLoaders } from './modules/payments/refund.loaders';
import { userLoaders } from './modules/users/user.loaders';

/** Every module's per-request loaders, made fresh for each request or subscription operation. */
export function createLoaders(em: EntityManager): Loaders {
  return { ...catalogLoaders(em), ...userLoaders(em), ...orderLoaders(em), ...refundLoaders(em) };
}
