import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminListingReportsQuery, ListingReportResolution, ListingReportStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { Notice } from '../../../shared/notice';
import { ListPageHeader } from '../../../shared/list-page-header';
import { PagedList } from '../../../shared/paged-list';
import { type QueueView, QueueViewSelect, useQueueView } from '../../../shared/queue-view';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { ResolveReportDialog } from '../components/resolve-report-dialog';
import { AdminListingReportsDocument } from '../graphql/admin-listing-reports';
import { AdminOpenReportCountDocument } from '../graphql/admin-open-report-count';
import { ResolveListingReportDocument } from '../graphql/resolve-listing-report';

const PAGE_SIZE = 20;

type Report = AdminListingReportsQuery['adminListingReports']['items'][number];

/** The filter's choices: open (the working queue), resolved, or both (open first). */
type View = QueueView & { status: ListingReportStatus | null };
const SHOW: [View, ...View[]] = [
  { value: 'open', label: 'Open reports', status: 'OPEN' },
  { value: 'resolved', label: 'Resolved reports', status: 'RESOLVED' },
  { value: 'all', label: 'All reports (open first)', status: null },
];

const RESOLUTION_LABELS: Record<ListingReportResolution, string> = {
  DISMISSED: 'Dismissed',
  ASKED_FRANCHISOR: 'Franchisor asked',
  UNPUBLISHED: 'Listing unpublished',
};

const DONE: Record<ListingReportResolution, (r: Report) => string> = {
  DISMISSED: () => 'Report dismissed.',
  ASKED_FRANCHISOR: (r) => `We have e-mailed the franchisor of ${r.franchiseName}.`,
  UNPUBLISHED: (r) => `${r.franchiseName} unpublished. We have e-mailed its franchisor.`,
};

/** The listing's page: the public one while it is published, else the admin's review of it. */
const listingLink = (r: Report) => (r.franchiseStatus === 'APPROVED' ? `/franchise/${r.franchiseId}` : `/admin/franchise/${r.franchiseId}`);

function ReportCard({ report: r, onResolve }: { report: Report; onResolve: (r: Report, action: ListingReportResolution) => void }) {
  const headingId = `report-${r.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={listingLink(r)}>
              {r.franchiseName}
            </Link>
          </Typography>
          <Chip
            size="small"
            label={r.status === 'OPEN' ? 'Open' : RESOLUTION_LABELS[r.resolution ?? 'DISMISSED']}
            color={r.status === 'OPEN' ? 'warning' : 'default'}
            variant={r.status === 'OPEN' ? 'filled' : 'outlined'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {r.franchisorName ?? 'No franchisor'}
          {r.franchiseStatus !== 'APPROVED' && ' · not published'}
        </Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{r.reasonLabel}</Typography>
        {r.details ? (
          <Typography
            component="blockquote"
            sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {r.details}
          </Typography>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            No details given.
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Received {formatDate(r.createdAt)} · {r.reporterEmail ? `from ${r.reporterEmail}` : 'no e-mail address given'}
        </Typography>
        {r.status === 'RESOLVED' && (
          <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}>
            <Typography variant="body2">
              {RESOLUTION_LABELS[r.resolution ?? 'DISMISSED']}
              {r.resolvedAt && ` on ${formatDate(r.resolvedAt)}`}
              {r.resolvedByName && ` by ${r.resolvedByName}`}
            </Typography>
            {r.resolutionNote && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                Note: {r.resolutionNote}
              </Typography>
            )}
          </Box>
        )}
        {r.status === 'OPEN' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onResolve(r, 'DISMISSED')}
              aria-label={`Dismiss the report about ${r.franchiseName}`}
            >
              Dismiss
            </Button>
            {r.franchisorName && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => onResolve(r, 'ASKED_FRANCHISOR')}
                aria-label={`Ask the franchisor of ${r.franchiseName}`}
              >
                Ask the franchisor
              </Button>
            )}
            {r.franchiseStatus === 'APPROVED' && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => onResolve(r, 'UNPUBLISHED')}
                aria-label={`Unpublish ${r.franchiseName}`}
              >
                Unpublish
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /admin/reports: visitors' reports of listings, open first, each resolved once with a note: dismissed, its
 * franchisor asked to check the listing, or the listing unpublished (confirmed in the dialog first).
 */
export function AdminListingReportsPage() {
  useDocumentMeta('Listing Reports');
  const { view: show, page, setView, goTo } = useQueueView(SHOW);
  const { data, loading, error, refetch } = useQuery(AdminListingReportsDocument, {
    variables: { filter: { status: show.status }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [resolve, resolving] = useMutation(ResolveListingReportDocument, {
    refetchQueries: [AdminListingReportsDocument, AdminOpenReportCountDocument],
  });
  const [toResolve, setToResolve] = useState<{ report: Report; action: ListingReportResolution } | null>(null);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = data?.adminListingReports;

  const onConfirm = async (note: string) => {
    if (!toResolve) return;
    setResolveError(null);
    try {
      await resolve({ variables: { input: { reportId: toResolve.report.id, action: toResolve.action, note } } });
      setNotice(DONE[toResolve.action](toResolve.report));
      setToResolve(null);
    } catch (err) {
      setResolveError(errorMessage(err));
    }
  };

  const summary = list
    ? `${list.total} ${list.total === 1 ? 'report' : 'reports'}${show.status === 'OPEN' ? ' waiting' : ''}`
    : "Visitors' reports of listings.";

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <ListPageHeader title="Listing Reports" summary={summary}>
        <QueueViewSelect views={SHOW} value={show.value} onChange={setView} width={260} />
      </ListPageHeader>

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="listing reports"
        emptyText={show.status === 'OPEN' ? 'No open reports.' : 'No reports found.'}
        page={page}
        onPage={goTo}
      >
        <Stack component="ul" spacing={1.5} aria-label={show.label} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list?.items.map((r) => (
            <ReportCard
              key={r.id}
              report={r}
              onResolve={(report, action) => {
                setResolveError(null);
                setToResolve({ report, action });
              }}
            />
          ))}
        </Stack>
      </PagedList>

      <ResolveReportDialog
        report={toResolve?.report ?? null}
        action={toResolve?.action ?? null}
        busy={resolving.loading}
        error={resolveError}
        onConfirm={(note) => void onConfirm(note)}
        onClose={() => setToResolve(null)}
      />
      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
