import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InterestStatus, SetFranchiseRequestInterestMutation } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { Notice } from '../../../shared/notice';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { ContactPreferenceDialog } from '../components/contact-preference-dialog';
import { FranchiseRequestCard, type FranchiseRequestItem } from '../components/franchise-request-card';
import { describeContact } from '../../lead-intake/contact-preference';
import { NoRequests } from '../components/no-requests';
import { SendRequestMessageDialog } from '../components/send-request-message-dialog';
import { DeleteFranchiseRequestDocument } from '../graphql/delete-franchise-request';
import { MyFranchiseRequestsDocument } from '../graphql/my-franchise-requests';
import { SetFranchiseRequestInterestDocument } from '../graphql/set-franchise-request-interest';

const PAGE_SIZE = 10;

interface NoticeState {
  message: string;
  severity: 'success' | 'error';
}

const nameOf = (r: FranchiseRequestItem) => r.franchise?.name ?? 'this franchise';

/** /customer/franchises: the customer's requests, paged on the server, with interest, messaging and deletion. */
export function RequestedFranchisesPage() {
  useDocumentMeta('My Franchises');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(MyFranchiseRequestsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [setInterest] = useMutation(SetFranchiseRequestInterestDocument);
  const [deleteRequest, deleteState] = useMutation(DeleteFranchiseRequestDocument);
  const [saving, setSaving] = useState<Set<string>>(new Set());
  const [messaging, setMessaging] = useState<FranchiseRequestItem | null>(null);
  const [contactOf, setContactOf] = useState<FranchiseRequestItem | null>(null);
  // The request being deleted stays set while the dialog closes, so its text does not change mid-fade.
  const [deleting, setDeleting] = useState<FranchiseRequestItem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);

  const requests = data?.myFranchiseRequests;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  const changeInterest = async (r: FranchiseRequestItem, interestStatus: InterestStatus) => {
    setSaving((s) => new Set(s).add(r.id));
    try {
      await setInterest({
        variables: { input: { requestId: r.id, interestStatus } },
        optimisticResponse: {
          setFranchiseRequestInterest: { __typename: 'FranchiseRequest', id: r.id, interestStatus },
        } as SetFranchiseRequestInterestMutation,
      });
      setNotice({
        severity: 'success',
        message:
          interestStatus === 'NOT_INTERESTED'
            ? `Saved: you are no longer interested in ${nameOf(r)}.`
            : `Saved: you are still interested in ${nameOf(r)}.`,
      });
    } catch (err) {
      setNotice({ severity: 'error', message: errorMessage(err, 'Your choice could not be saved. Please try again.') });
    } finally {
      setSaving((s) => {
        const next = new Set(s);
        next.delete(r.id);
        return next;
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteRequest({
        variables: { id: deleting.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'FranchiseRequest', id: deleting.id }) });
          cache.evict({ fieldName: 'myFranchiseRequests' });
          cache.gc();
        },
      });
      setNotice({ severity: 'success', message: `Your request for ${nameOf(deleting)} was deleted.` });
      setConfirmOpen(false);
      // The last request of a later page: go back a page.
      if (requests && requests.items.length === 1 && page > 1) goTo(page - 1);
    } catch (err) {
      setDeleteError(errorMessage(err, 'The request could not be deleted. Please try again.'));
    }
  };

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 0.5 }}>
        My Franchises
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} aria-live="polite">
        {requests
          ? requests.total === 1
            ? 'You have asked 1 franchise for information.'
            : `You have asked ${requests.total} franchises for information.`
          : 'The franchises you have asked for information.'}
      </Typography>

      <QueryState
        data={requests}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<SkeletonRows label="Loading your requests" count={3} height={170} spacing={2} />}
        empty={
          <Card>
            <NoRequests />
          </Card>
        }
        isEmpty={(requests) => requests.items.length === 0}
      >
        {(requests) => (
          <>
            <Stack spacing={2}>
              {requests.items.map((r) => (
                <FranchiseRequestCard
                  key={r.id}
                  request={r}
                  savingInterest={saving.has(r.id)}
                  onInterestChange={(status) => void changeInterest(r, status)}
                  onMessage={() => setMessaging(r)}
                  onContactPreference={() => setContactOf(r)}
                  onDelete={() => {
                    setDeleteError(null);
                    setDeleting(r);
                    setConfirmOpen(true);
                  }}
                />
              ))}
            </Stack>
            {requests.pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination
                  count={requests.pageCount}
                  page={Math.min(page, requests.pageCount)}
                  onChange={(_e, next) => goTo(next)}
                  color="primary"
                  getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)}
                />
              </Box>
            )}
          </>
        )}
      </QueryState>

      {messaging && (
        <SendRequestMessageDialog
          open
          requestId={messaging.id}
          franchiseName={messaging.franchise?.name ?? ''}
          recipient={messaging.franchisor?.companyName || messaging.franchisor?.fullName || 'the franchisor'}
          onClose={() => setMessaging(null)}
          onSent={() => {
            setNotice({
              severity: 'success',
              message: `Message sent to ${messaging.franchisor?.companyName || messaging.franchisor?.fullName || 'the franchisor'}.`,
            });
            setMessaging(null);
          }}
        />
      )}

      {contactOf && (
        <ContactPreferenceDialog
          requestId={contactOf.id}
          franchiseName={contactOf.franchise?.name ?? ''}
          current={{ contactMethod: contactOf.contactMethod, contactTime: contactOf.contactTime }}
          onClose={() => setContactOf(null)}
          onSaved={(saved) => {
            setNotice({
              severity: 'success',
              message: `Saved: ${nameOf(contactOf)} will contact you ${describeContact(saved).replace(/^By/, 'by')}.`,
            });
            setContactOf(null);
          }}
        />
      )}

      <ConfirmDialog
        open={confirmOpen}
        title="Delete this request?"
        confirmLabel="Delete request"
        busyLabel="Deleting..."
        busy={deleteState.loading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
      >
        {deleting?.franchise
          ? `Your request for ${deleting.franchise.name} will be removed and its franchisor will no longer see it.`
          : 'This request will be removed and the franchisor will no longer see it.'}{' '}
        Messages you have already exchanged are kept. This cannot be undone.
      </ConfirmDialog>

      <Notice message={notice?.message ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}
