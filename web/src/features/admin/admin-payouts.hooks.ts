import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import type { TransferState } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import {
  CheckLedgerIntegrityQuery,
  GetAdminPayoutsQuery,
  ListAdminTransfersQuery,
  ListShopBalancesQuery,
  RetryTransferMutation,
  SetPlatformCommissionMutation,
  SetShopCommissionMutation,
} from './admin-payouts.operations';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

// The marketplace's money as the admin sees it: figures come from the API's ledger, lists are
// keyset-paginated (`more`), and actions resolve to an Outcome carrying the server's message.

const PAGE_SIZE = 25;
const RETRY_FAILED = msg`Could not retry the transfer.`;
const COMMISSION_FAILED = msg`Could not save the commission.`;

/** /admin/payouts: the money overview with the commission rates, and each shop's balances a page at a time. */
export function useAdminPayouts() {
  const { data, loading, error } = useQuery(GetAdminPayoutsQuery, { fetchPolicy: 'cache-and-network' });
  const balances = useQuery(ListShopBalancesQuery, { variables: { first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const more = useLoadMore({
    data: balances.data,
    fetchMore: balances.fetchMore,
    getConnection: (result) => result.adminShopBalances,
    setConnection: (result, adminShopBalances) => ({ ...result, adminShopBalances }),
  });
  return {
    overview: data?.adminPayouts,
    settings: data?.commissionSettings,
    loading,
    error,
    /** Undefined until the first page arrives (or when it failed). */
    shops: balances.data?.adminShopBalances.nodes,
    shopsLoading: balances.loading,
    shopsError: balances.error,
    more,
  };
}

/**
 * The platform rate and a shop's own rate (null: back on the platform rate). The API audits each
 * change; the payouts page's query is read again so the rates shown are the saved ones.
 */
export function useCommissionSettings() {
  const { i18n } = useLingui();
  const [setPlatform, platform] = useMutation(SetPlatformCommissionMutation, { refetchQueries: ['GetAdminPayouts'] }); // i18n-ignore: an operation's name
  const [setShop, shop] = useMutation(SetShopCommissionMutation, { refetchQueries: ['GetAdminPayouts'] }); // i18n-ignore: an operation's name

  const savePlatformRate = useCallback(
    async (ratePercent: number): Promise<Outcome> => {
      try {
        await setPlatform({ variables: { ratePercent } });
        return succeeded(undefined);
      } catch (error) {
        return failed(errorMessage(error, i18n._(COMMISSION_FAILED)));
      }
    },
    [setPlatform],
  );

  const saveShopRate = useCallback(
    async (vendorId: string, ratePercent: number | null): Promise<Outcome> => {
      try {
        await setShop({ variables: { vendorId, ratePercent } });
        return succeeded(undefined);
      } catch (error) {
        return failed(errorMessage(error, i18n._(COMMISSION_FAILED)));
      }
    },
    [setShop],
  );

  return { savePlatformRate, saveShopRate, savingPlatform: platform.loading, savingShop: shop.loading };
}

/** The ledger's integrity check, asked of the server when the page opens and again on `checkAgain`. */
export function useLedgerIntegrity() {
  const { data, loading, error, refetch } = useQuery(CheckLedgerIntegrityQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const checkAgain = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  return { report: data?.ledgerIntegrity, loading, error, checkAgain };
}

/**
 * Every order's transfer to its shop, newest first, optionally of one state, a page at a time.
 * A retried transfer changes state, so the list is read again after a retry.
 */
export function useAdminTransfers(state: TransferState | '') {
  const { i18n } = useLingui();
  const { data, loading, error, fetchMore } = useQuery(ListAdminTransfersQuery, {
    variables: { state: state || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.adminTransfers,
    setConnection: (result, adminTransfers) => ({ ...result, adminTransfers }),
  });
  const [retryMutation] = useMutation(RetryTransferMutation, { refetchQueries: ['ListAdminTransfers'] }); // i18n-ignore: an operation's name

  const retry = useCallback(
    async (id: string): Promise<Outcome> => {
      try {
        await retryMutation({ variables: { id } });
        return succeeded(undefined);
      } catch (failure) {
        return failed(errorMessage(failure, i18n._(RETRY_FAILED)));
      }
    },
    [retryMutation],
  );

  return { transfers: data?.adminTransfers.nodes, loading, error, more, retry };
}
