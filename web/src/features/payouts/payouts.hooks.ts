import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import type { ListVendorTransfersQuery as ListVendorTransfersQueryData, PayoutAccountStatus, ShopTransferFieldsFragment, TransferState } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { GetVendorPayoutsQuery, ListVendorTransfersQuery, RefreshPayoutAccountMutation, StartPayoutOnboardingMutation } from './payouts.operations';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const PAGE_SIZE = 20;
const MONTHS = 12;
const EXPORT_PAGE_SIZE = 100;
/** While a shown transfer is on its way, the page looks again this often. */
const IN_FLIGHT_POLL_MS = 2_000;
const IN_FLIGHT: TransferState[] = ['Pending', 'Sending', 'Reversing']; // i18n-ignore: the API's values
const ONBOARDING_FAILED = msg`Could not start the payouts setup. Please try again.`;
const REFRESH_FAILED = msg`Could not check your payout account. Please reload the page.`;
const EXPORT_FAILED = msg`Could not export the orders. Please try again.`;

/** Where the payouts setup continues: a page of this app (the payouts data already read again), or Stripe's onboarding. */
export type OnboardingStep = { kind: 'in-app'; path: string } | { kind: 'external'; url: string };

/**
 * The shop's payouts: its payout account, balances from the ledger, the newest transfers (a page
 * at a time), payouts to the bank and the monthly statement. While a shown transfer is on its way
 * the data is polled until it lands. Actions resolve to an Outcome with the text to show.
 */
export function useVendorPayouts() {
  const { i18n } = useLingui();
  const client = useApolloClient();
  const { data, loading, error, fetchMore, refetch, startPolling, stopPolling } = useQuery(GetVendorPayoutsQuery, {
    variables: { first: PAGE_SIZE, months: MONTHS },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.vendorPayouts.transfers,
    setConnection: (result, transfers) => ({ ...result, vendorPayouts: { ...result.vendorPayouts, transfers } }),
  });
  const [startOnboardingMutation, started] = useMutation(StartPayoutOnboardingMutation);
  const [refreshAccountMutation] = useMutation(RefreshPayoutAccountMutation);

  // Transfers go out a moment after an order is paid or payouts are set up: follow them until they land.
  const inFlight = data?.vendorPayouts.transfers.nodes.some((t) => IN_FLIGHT.includes(t.state)) ?? false;
  useEffect(() => {
    if (!inFlight) return;
    startPolling(IN_FLIGHT_POLL_MS);
    return () => stopPolling();
  }, [inFlight, startPolling, stopPolling]);

  /** Asks for an onboarding link: Stripe's page, or (test mode, an account already complete) this app's. */
  const startOnboarding = useCallback(async (): Promise<Outcome<OnboardingStep>> => {
    try {
      const { data: result } = await startOnboardingMutation();
      const answer = result?.startPayoutOnboarding;
      if (!answer) throw new Error('no url');
      const target = new URL(answer.url, window.location.origin);
      // Test mode (and an account already complete) comes straight back to the payouts page: stay
      // in the app, whatever origin PUBLIC_URL names (it may not be the one this browser uses).
      if (answer.testMode || target.origin === window.location.origin) {
        await refetch();
        return succeeded({ kind: 'in-app', path: `${target.pathname}${target.search}` });
      }
      return succeeded({ kind: 'external', url: answer.url });
    } catch (failure) {
      return failed(errorMessage(failure, i18n._(ONBOARDING_FAILED)));
    }
  }, [startOnboardingMutation, refetch]);

  /** Back from Stripe: has the API look at the account now (rather than wait for its webhook); answers its status. */
  const refreshAccount = useCallback(async (): Promise<Outcome<PayoutAccountStatus | undefined>> => {
    try {
      const { data: result } = await refreshAccountMutation();
      await refetch();
      return succeeded(result?.refreshPayoutAccount.status);
    } catch (failure) {
      return failed(errorMessage(failure, i18n._(REFRESH_FAILED)));
    }
  }, [refreshAccountMutation, refetch]);

  /** Every paid order's transfer (not only those shown), page by page from the network, for the CSV export. */
  const allTransfers = useCallback(async (): Promise<Outcome<ShopTransferFieldsFragment[]>> => {
    try {
      const all: ShopTransferFieldsFragment[] = [];
      let after: string | null = null;
      do {
        const result: { data?: ListVendorTransfersQueryData } = await client.query({
          query: ListVendorTransfersQuery,
          variables: { first: EXPORT_PAGE_SIZE, after },
          fetchPolicy: 'network-only',
        });
        const transfers = result.data?.vendorPayouts.transfers;
        if (!transfers) throw new Error('no data');
        all.push(...transfers.nodes);
        after = transfers.pageInfo.hasNextPage ? (transfers.pageInfo.endCursor ?? null) : null;
      } while (after);
      return succeeded(all);
    } catch (failure) {
      return failed(errorMessage(failure, i18n._(EXPORT_FAILED)));
    }
  }, [client]);

  return {
    payouts: data?.vendorPayouts,
    loading,
    error,
    more,
    startOnboarding,
    startingOnboarding: started.loading,
    refreshAccount,
    allTransfers,
  };
}
