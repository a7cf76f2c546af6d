import { useMutation, useQuery } from '@apollo/client/react';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { MessagePageLayout } from '../../messages/components/message-page-layout';
import { useMarkShownRead } from '../../messages/hooks/use-mark-shown-read';
import { useOnCountRise } from '../../../shared/use-on-count-rise';
import { usePageParam } from '../../messages/hooks/use-page-param';
import { SupportForm } from '../components/support-form';
import { SupportHistory } from '../components/support-history';
import { MarkSupportMessagesReadDocument } from '../graphql/mark-support-messages-read';
import { SupportMessagesDocument } from '../graphql/support-messages';
import { SupportUnreadCountDocument } from '../graphql/support-unread-count';

const PAGE_SIZE = 10;

/**
 * /franchisor/support: write to the platform, and the Message History with it. Opening the page marks
 * what the platform sent as read (the Support badge clears); a reply arriving while it is open is
 * shown and marked read too.
 */
export function FranchisorSupportPage() {
  useDocumentMeta('Support');
  const { page, showPage } = usePageParam();
  const { data, loading, error, refetch } = useQuery(SupportMessagesDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.supportMessages;

  // Messages from the platform that were unread when first shown keep their New mark while the page is open.
  const [markRead] = useMutation(MarkSupportMessagesReadDocument);
  const unreadIds = history?.items.filter((m) => m.direction === 'RECEIVED' && !m.read).map((m) => m.id) ?? [];
  const fresh = useMarkShownRead(unreadIds, (ids) => {
    void markRead({
      update: (cache, { data: result }) => {
        if (result) cache.writeQuery({ query: SupportUnreadCountDocument, data: { supportUnreadCount: result.markSupportMessagesRead } });
        for (const id of ids) cache.modify({ id: cache.identify({ __typename: 'SupportMessage', id }), fields: { read: () => true } });
      },
    }).catch((err: unknown) => console.warn('Could not mark support messages read', err));
  });

  // The badge count rose while the page is open (pushed over the websocket): a reply arrived.
  const { data: badge } = useQuery(SupportUnreadCountDocument, { fetchPolicy: 'cache-only' });
  useOnCountRise(badge?.supportUnreadCount, () => void refetch());

  return (
    <MessagePageLayout title="Support" intro="Your conversation with the Franchise Compass team.">
      <SupportForm
        onSent={() => {
          if (page === 1) void refetch();
          else showPage(1);
        }}
      />
      <SupportHistory page={history} loading={loading} error={error} fresh={fresh} onPage={showPage} onRetry={() => void refetch()} />
    </MessagePageLayout>
  );
}
