import { useQuery } from '@apollo/client/react';
import { roleMatches, useSession } from '../../lib/session.store';
import { GetCartQuery } from '../../components/commerce/commerce.operations';

/**
 * The signed-in customer's cart item count, or undefined (guest, other role, not loaded): what
 * the navbar's Cart link shows as a badge. Cart mutations write the returned cart over this
 * query's result, so it stays current.
 */
export function useCartCount(): number | undefined {
  const session = useSession();
  const isCustomer = roleMatches(session?.role, 'Customer');
  const { data } = useQuery(GetCartQuery, { skip: !isCustomer });
  return isCustomer ? data?.cart.itemCount : undefined;
}
