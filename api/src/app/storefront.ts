import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { AppContext } from '../common/context';
import { StorefrontPages } from '../modules/storefront/storefront-pages';
import type { AppServices } from './services';

/**
 * Guests' storefront pages rendered here, with the results of the page's queries run in process as a
 * guest's. Started before the server listens: a built render bundle that fails to load fails start-up.
 */
export async function startStorefront(
  apollo: ApolloServer<AppContext>,
  deps: Pick<AppServices, 'catalogCache' | 'contextFor'> & { webDistDir: string; publicUrl: string },
): Promise<StorefrontPages> {
  const storefront = new StorefrontPages({
    indexHtml: path.join(deps.webDistDir, 'index.html'),
    serverEntry: path.join(deps.webDistDir, '..', 'dist-server', 'entry-server.js'),
    catalogGeneration: () => deps.catalogCache.currentGeneration(),
    origin: deps.publicUrl,
    execute: async (request) => {
      const response = await apollo.executeOperation(request, { contextValue: await deps.contextFor(undefined, '') });
      if (response.body.kind !== 'single') throw new Error('A storefront query answered incrementally.');
      return response.body.singleResult;
    },
  });
  await storefront.start();
  return storefront;
}
