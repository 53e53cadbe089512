import type { ApolloCache } from '@apollo/client';
import type { MyShopFieldsFragment } from '../../gql/graphql';
import { GetMyShopQuery } from './vendor-insights.operations';

/**
 * MyShop has no id, so a mutation's MyShop result is not merged into the cached `myShop`
 * by itself (only its Vendor is, by id). Writing it into GetMyShop keeps the email
 * notification switch and the profile page in step with what the server saved.
 */
export function writeMyShop(cache: ApolloCache, myShop: MyShopFieldsFragment | null | undefined): void {
  if (!myShop) return;
  cache.writeQuery({ query: GetMyShopQuery, data: { myShop } });
}
