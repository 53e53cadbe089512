import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { ListFailedRefundsQuery, RetryRefundMutation } from './refunds.operations';
import { useLingui } from '@lingui/react/macro';

const PAGE_SIZE = 25;

/**
 * The refunds the provider did not make, and the admin's retry: a retried refund leaves the list
 * (it is queued again), so the list is asked for again once the retry is accepted.
 */
export function useFailedRefunds() {
  const { t } = useLingui();
  const { data, loading, error, fetchMore, refetch } = useQuery(ListFailedRefundsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.failedRefunds,
    setConnection: (result, failedRefunds) => ({ ...result, failedRefunds }),
  });
  const [retryMutation] = useMutation(RetryRefundMutation);

  /** Succeeds once the refund is queued again. */
  async function retry(orderId: string): Promise<Outcome> {
    try {
      await retryMutation({ variables: { orderId } });
      await refetch().catch(() => undefined);
      return succeeded(undefined);
    } catch (cause) {
      return failed(errorMessage(cause, t`The refund could not be retried.`));
    }
  }

  return { refunds: data?.failedRefunds.nodes, loading, error, more, retry };
}
