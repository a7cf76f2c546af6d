import { useMutation, useQuery } from '@apollo/client/react';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { MessagePageLayout } from '../../messages/components/message-page-layout';
import { useMarkShownRead } from '../../messages/hooks/use-mark-shown-read';
import { useOnCountRise } from '../../../shared/use-on-count-rise';
import { usePageParam } from '../../messages/hooks/use-page-param';
import { AdminMessageForm } from '../components/admin-message-form';
import { AdminMessageHistory } from '../components/admin-message-history';
import { AdminMessagesDocument } from '../graphql/admin-messages';
import { AdminUnreadMessageCountDocument } from '../graphql/admin-unread-count';
import { MarkAdminMessagesReadDocument } from '../graphql/mark-admin-messages-read';

const PAGE_SIZE = 10;

/**
 * /admin/messages: write to an approved franchisor, and the platform inbox every administrator shares.
 * Unread messages shown here become read for all administrators (the Messages badge drops); a
 * franchisor's message arriving while the page is open is shown (and so read) at once.
 */
export function AdminMessagesPage() {
  useDocumentMeta('Messages');
  const { page, showPage } = usePageParam();
  const { data, loading, error, refetch } = useQuery(AdminMessagesDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.adminMessages;

  const [markRead] = useMutation(MarkAdminMessagesReadDocument);
  const unreadIds = history?.items.filter((m) => m.direction === 'INBOUND' && !m.read).map((m) => m.id) ?? [];
  const fresh = useMarkShownRead(unreadIds, (ids) => {
    void markRead({
      variables: { input: { ids } },
      update: (cache, { data: result }) => {
        if (result) cache.writeQuery({ query: AdminUnreadMessageCountDocument, data: { adminUnreadMessageCount: result.markAdminMessagesRead } });
        for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'AdminMessage', id }), fields: { read: () => true } });
      },
    }).catch((err: unknown) => console.warn('Could not mark messages read', err));
  });

  // The badge rose while the page is open (pushed over the websocket): a franchisor wrote.
  const { data: badge } = useQuery(AdminUnreadMessageCountDocument, { fetchPolicy: 'cache-only' });
  useOnCountRise(badge?.adminUnreadMessageCount, () => void refetch());

  return (
    <MessagePageLayout title="Messages" intro="Write to approved franchisors. Support messages from franchisors reach every administrator here.">
      <AdminMessageForm
        onSent={() => {
          if (page === 1) void refetch();
          else showPage(1);
        }}
      />
      <AdminMessageHistory page={history} loading={loading} error={error} fresh={fresh} onPage={showPage} onRetry={() => void refetch()} />
    </MessagePageLayout>
  );
}
