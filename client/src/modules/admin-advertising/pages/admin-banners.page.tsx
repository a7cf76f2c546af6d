import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { AdDuration, AdminBannerAdsQuery } from '../../../gql/graphql';
import { DeleteSelected, useBulkDelete } from '../../../shared/bulk-delete';
import { BulkSelectTable, useRowSelection } from '../../../shared/bulk-select';
import { formatDate, formatGBP } from '../../../shared/format';
import { ListPageHeader } from '../../../shared/list-page-header';
import { PagedList } from '../../../shared/paged-list';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { durationLabel } from '../../advertising/ad-labels';
import { AdStatusChip } from '../../advertising/components/ad-status-chips';
import { CreateBannerDialog } from '../components/create-banner-dialog';
import { Notice } from '../../../shared/notice';
import { SimulatedPaymentsNotice } from '../components/simulated-payments-notice';
import { usePageParam } from '../../messages/hooks/use-page-param';
import { AdminBannerAdsDocument } from '../graphql/admin-banner-ads';
import { DeleteBannerAdsDocument } from '../graphql/delete-banner-ads';
import { AdvertisingSettingsDocument } from '../graphql/advertising-settings';

const PAGE_SIZE = 20;
const SHOWN_CATEGORIES = 2;
type Banner = AdminBannerAdsQuery['adminBannerAds']['items'][number];

/** At most two category chips, then '+N more' (spec 02 section 2); all of them in a tooltip. */
function CategoryChips({ banner }: { banner: Banner }) {
  if (banner.bannerType === 'MAIN') return <Typography variant="body2">All pages</Typography>;
  const names = banner.categories.map((c) => c.name);
  const more = names.length - SHOWN_CATEGORIES;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {names.slice(0, SHOWN_CATEGORIES).map((n) => (
        <Chip key={n} label={n} size="small" />
      ))}
      {more > 0 && (
        <Tooltip title={names.join(', ')}>
          <Chip label={`+${more} more`} size="small" variant="outlined" />
        </Tooltip>
      )}
    </Box>
  );
}

/** /admin/advertising/banners: Banner Ads Management. */
export function AdminBannersPage() {
  useDocumentMeta('Banner Ads Management');
  const { page, showPage } = usePageParam();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminBannerAdsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const settings = useQuery(AdvertisingSettingsDocument);
  const [remove] = useMutation(DeleteBannerAdsDocument);
  const list = data?.adminBannerAds;
  const selection = useRowSelection(list?.items.map((b) => b.id) ?? [], page);
  const prices = Object.fromEntries((settings.data?.advertisingSettings.bannerPricing ?? []).map((p) => [p.duration, p.price])) as Partial<
    Record<AdDuration, number>
  >;

  const goTo = (next: number) => {
    showPage(next);
    window.scrollTo({ top: 0 });
  };

  const bulkDelete = useBulkDelete({
    remove: async (ids) => (await remove({ variables: { ids } })).data?.deleteBannerAds,
    failure: 'The banner ads could not be deleted. Please try again.',
    onDeleted: (deleted) => setNotice(deleted === 1 ? '1 banner ad deleted.' : `${deleted} banner ads deleted.`),
    selection,
    list: { rows: list?.items.length ?? 0, page, goTo, refetch },
  });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <ListPageHeader
        title="Banner Ads Management"
        summary={list ? (list.total === 1 ? '1 banner ad' : `${list.total} banner ads`) : 'Banners under the header and on category pages.'}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <DeleteSelected bulk={bulkDelete} selected={[...selection.selected]} title="Delete banner ads?">
            Are you sure you want to delete {bulkDelete.ids.length} selected banner ad(s)?
          </DeleteSelected>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Create Banner Ad
          </Button>
        </Box>
      </ListPageHeader>
      <SimulatedPaymentsNotice />

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="banner ads"
        emptyText="No banner ads found"
        page={page}
        onPage={goTo}
      >
        <BulkSelectTable
          label="Banner ads"
          minWidth={1100}
          rows={list?.items ?? []}
          selection={selection}
          selectAllLabel="Select all banner ads on this page"
          selectLabel={(b) => `Select the banner of ${b.franchiseName ?? 'a deleted franchise'}`}
          head={
            <>
              <TableCell>Banner</TableCell>
              <TableCell>Franchise</TableCell>
              <TableCell>Categories</TableCell>
              <TableCell>Duration</TableCell>
              <TableCell>Runs</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Views</TableCell>
              <TableCell align="right">Clicks</TableCell>
            </>
          }
          cells={(b) => (
            <>
              <TableCell sx={{ width: 220 }}>
                <Box
                  component="img"
                  src={b.imageUrl}
                  alt=""
                  sx={{ width: 200, aspectRatio: '1920 / 230', objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
                />
                <Link href={b.targetUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {b.targetUrl}
                </Link>
              </TableCell>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{b.franchiseName ?? 'Deleted franchise'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {b.bannerType === 'MAIN' ? 'Main' : 'Category'}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <CategoryChips banner={b} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationLabel(b.duration)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {b.startDate ? formatDate(b.startDate) : '—'}
                <br />
                {b.endDate ? `to ${formatDate(b.endDate)}` : ''}
              </TableCell>
              <TableCell>
                <AdStatusChip status={b.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatGBP(b.amount)}
              </TableCell>
              <TableCell align="right">{b.views.toLocaleString('en-GB')}</TableCell>
              <TableCell align="right">{b.clicks.toLocaleString('en-GB')}</TableCell>
            </>
          )}
        />
      </PagedList>

      <CreateBannerDialog
        open={creating}
        prices={prices}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setNotice('Banner ad created. It is live now.');
          if (page > 1) goTo(1);
          else void refetch();
        }}
      />

      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
