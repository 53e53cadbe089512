import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { byId } from '../../common/loaders';
import { User } from './user.entity';

declare module '../../common/loaders' {
  interface Loaders {
    user: DataLoader<string, User | null>;
  }
}

export function userLoaders(em: EntityManager) {
  return {
    user: new DataLoader<string, User | null>(async (ids) => byId(await em.find(User, { id: { $in: [...ids] } }), ids)),
  };
}
