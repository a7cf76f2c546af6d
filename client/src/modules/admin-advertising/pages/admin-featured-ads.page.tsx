import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteSelected, useBulkDelete } from '../../../shared/bulk-delete';
import { BulkSelectTable, useRowSelection } from '../../../shared/bulk-select';
import { errorMessage } from '../../../shared/errors';
import { formatDate, formatGBP } from '../../../shared/format';
import { ListPageHeader } from '../../../shared/list-page-header';
import { PagedList } from '../../../shared/paged-list';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { durationLabel } from '../../advertising/ad-labels';
import { AdStatusChip, PaymentStatusChip } from '../../advertising/components/ad-status-chips';
import { Notice } from '../../../shared/notice';
import { SimulatedPaymentsNotice } from '../components/simulated-payments-notice';
import { AdminFeaturedAdsDocument } from '../graphql/admin-featured-ads';
import { DeleteFeaturedAdsDocument } from '../graphql/delete-featured-ads';
import { MarkFeaturedAdsPaidDocument } from '../graphql/mark-featured-ads-paid';
import { usePageParam } from '../../messages/hooks/use-page-param';

const PAGE_SIZE = 20;
const ads = (n: number) => (n === 1 ? '1 featured ad' : `${n} featured ads`);

/** /admin/advertising/featured: revenue, every featured ad, bulk delete and Mark Payment Received. */
export function AdminFeaturedAdsPage() {
  useDocumentMeta('Featured Ads');
  const { page, showPage } = usePageParam();
  const [notice, setNotice] = useState<{ text: string; severity: 'success' | 'error' } | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminFeaturedAdsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteFeaturedAdsDocument);
  const [markPaid, { loading: marking }] = useMutation(MarkFeaturedAdsPaidDocument);
  const list = data?.adminFeaturedAds;
  const selection = useRowSelection(list?.items.map((a) => a.id) ?? [], page);
  const count = selection.selected.size;
  const pendingChosen = list?.items.filter((a) => selection.selected.has(a.id) && a.paymentStatus === 'PENDING').length ?? 0;

  const goTo = (next: number) => {
    showPage(next);
    window.scrollTo({ top: 0 });
  };

  const bulkDelete = useBulkDelete({
    remove: async (ids) => (await remove({ variables: { ids } })).data?.deleteFeaturedAds,
    failure: 'The featured ads could not be deleted. Please try again.',
    onDeleted: (deleted) => setNotice({ text: `${ads(deleted)} deleted.`, severity: 'success' }),
    selection,
    list: { rows: list?.items.length ?? 0, page, goTo, refetch },
  });

  const markReceived = async () => {
    try {
      await markPaid({ variables: { ids: [...selection.selected] } });
      selection.clear();
      const skipped = count - pendingChosen;
      setNotice({
        text: `Payment received for ${ads(pendingChosen)}; ${pendingChosen === 1 ? 'it is' : 'they are'} live from now.${skipped > 0 ? ` ${ads(skipped)} already paid left as ${skipped === 1 ? 'it was' : 'they were'}.` : ''}`,
        severity: 'success',
      });
      await refetch();
    } catch (err) {
      setNotice({ text: errorMessage(err, 'The payments could not be recorded. Please try again.'), severity: 'error' });
    }
  };

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <ListPageHeader title="Featured Ads" summary={list ? ads(list.total) : 'Featured placements bought by franchisors.'}>
        <Card variant="outlined" sx={{ minWidth: 220 }}>
          <CardContent sx={{ py: '12px !important' }}>
            <Typography variant="body2" color="text.secondary">
              Total revenue
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="featured-revenue">
              {list ? formatGBP(list.revenueTotal) : '…'}
            </Typography>
          </CardContent>
        </Card>
      </ListPageHeader>
      <SimulatedPaymentsNotice />

      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PaidOutlinedIcon />} disabled={pendingChosen === 0 || marking} onClick={() => void markReceived()}>
          {marking ? 'Recording...' : 'Mark Payment Received'}
        </Button>
        <DeleteSelected bulk={bulkDelete} selected={[...selection.selected]} title="Delete featured ads?">
          Are you sure you want to delete {bulkDelete.ids.length} selected featured ad(s)? Their placements end at once, their amounts leave the
          revenue total, and this cannot be undone.
        </DeleteSelected>
      </Box>

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="featured ads"
        emptyText="No featured ads found"
        page={page}
        onPage={goTo}
      >
        <BulkSelectTable
          label="Featured ads"
          minWidth={1100}
          rows={list?.items ?? []}
          selection={selection}
          selectAllLabel="Select all featured ads on this page"
          selectLabel={(a) => `Select the featured ad of ${a.franchiseName}`}
          head={
            <>
              <TableCell>Franchise</TableCell>
              <TableCell>Franchisor</TableCell>
              <TableCell>Categories</TableCell>
              <TableCell>Duration</TableCell>
              <TableCell>Start</TableCell>
              <TableCell>End</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Payment</TableCell>
              <TableCell align="right">Amount</TableCell>
            </>
          }
          cells={(a) => (
            <>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {a.franchiseName}
              </TableCell>
              <TableCell>{a.franchisorCompany ?? 'Unknown Franchisor'}</TableCell>
              <TableCell sx={{ maxWidth: 240 }}>{a.categories.map((c) => c.name).join(', ') || 'None'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationLabel(a.duration)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.paymentStatus === 'COMPLETED' && a.startDate ? formatDate(a.startDate) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.paymentStatus === 'COMPLETED' && a.endDate ? formatDate(a.endDate) : '—'}</TableCell>
              <TableCell>
                <AdStatusChip status={a.status} />
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={a.paymentStatus} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatGBP(a.amount)}
              </TableCell>
            </>
          )}
        />
      </PagedList>

      <Notice message={notice?.text ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}
