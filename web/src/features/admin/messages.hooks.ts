import { useMutation, useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import { errorMessage } from '../../lib/error-message.util';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { ListContactMessagesQuery, SetContactMessageReadMutation } from './messages.operations';
import { useLingui } from '@lingui/react/macro';

const PAGE_SIZE = 25;

/** The contact form's messages for admins, newest first, and marking one read or unread. */
export function useContactMessages(unreadOnly: boolean) {
  const { t } = useLingui();
  const { data, loading, error, fetchMore, refetch } = useQuery(ListContactMessagesQuery, {
    variables: { first: PAGE_SIZE, unreadOnly },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.contactMessages,
    setConnection: (result, contactMessages) => ({ ...result, contactMessages }),
  });
  const [setReadMutation] = useMutation(SetContactMessageReadMutation);

  /** Marks a message read or unread; the list and the unread count are read again. */
  async function setRead(id: string, read: boolean): Promise<Outcome> {
    try {
      await setReadMutation({ variables: { id, read } });
      await refetch().catch(() => undefined);
      return succeeded(undefined);
    } catch (cause) {
      return failed(errorMessage(cause, t`The message could not be updated.`));
    }
  }

  return { messages: data?.contactMessages.nodes, unreadCount: data?.unreadContactMessageCount, loading, error, more, setRead };
}
