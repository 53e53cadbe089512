import { useQuery } from '@apollo/client/react';
import { GetAdminStatsQuery, GetCommissionEarnedQuery } from './admin-dashboard.operations';

// The dashboard's data, apart from the rest of the admin area's hooks (admin.hooks.ts): the
// dashboard is the admin's first page, and its first load stays within its budget.

/** The dashboard's marketplace totals and growth, with `months` of monthly sales. */
export function useAdminStats(months: number) {
  const { data, loading, error } = useQuery(GetAdminStatsQuery, { variables: { months }, fetchPolicy: 'cache-and-network' });
  return { stats: data?.adminStats, loading, error };
}

/**
 * The platform's commission earned (all time and this month), from the ledger; undefined until
 * known. Its own small query, so the dashboard loads none of the payouts page's code.
 */
export function useCommissionEarned() {
  const { data } = useQuery(GetCommissionEarnedQuery, { fetchPolicy: 'cache-and-network' });
  return data?.adminPayouts;
}
