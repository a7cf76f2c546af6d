import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDataComplaint_FieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';
import { ListPageHeader } from '../../../shared/list-page-header';
import { PagedList } from '../../../shared/paged-list';
import { type QueueView, QueueViewSelect, useQueueView } from '../../../shared/queue-view';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { ConsentRecordsForm } from '../components/consent-records-form';
import { AdminDataComplaintsDocument } from '../graphql/admin-data-complaints';
import { STATUS_COLORS, STATUS_LABELS } from '../status';

const PAGE_SIZE = 20;

/** The filter's choices: unanswered (the working queue), answered, or both (unanswered first). */
type View = QueueView & { unanswered: boolean | null };
const SHOW: [View, ...View[]] = [
  { value: 'unanswered', label: 'Unanswered complaints', unanswered: true },
  { value: 'answered', label: 'Answered complaints', unanswered: false },
  { value: 'all', label: 'All complaints (unanswered first)', unanswered: null },
];

function ComplaintCard({ complaint: c }: { complaint: AdminDataComplaint_FieldsFragment }) {
  const headingId = `complaint-${c.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardContent sx={{ pb: '16px !important' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={`/admin/data-complaints/${c.id}`}>
              {c.reference}
            </Link>{' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
              · {c.fullName}
            </Typography>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {c.overdue && <Chip size="small" color="error" label="Overdue" />}
            <Chip
              size="small"
              label={STATUS_LABELS[c.status]}
              color={STATUS_COLORS[c.status]}
              variant={c.status === 'ANSWERED' ? 'outlined' : 'filled'}
            />
          </Box>
        </Box>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{c.topicLabel}</Typography>
        <Typography
          color="text.secondary"
          sx={{ mt: 0.5, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {c.details}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Received {formatDate(c.createdAt)} ·{' '}
          {c.status === 'ANSWERED' && c.answeredAt ? (
            `answered ${formatDate(c.answeredAt)}`
          ) : (
            <Box component="span" sx={{ color: c.overdue ? 'error.main' : undefined, fontWeight: c.overdue ? 600 : undefined }}>
              answer due by {formatDate(c.answerDueAt)}
            </Box>
          )}
          {c.noteCount > 0 && ` · ${c.noteCount} ${c.noteCount === 1 ? 'note' : 'notes'}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /admin/data-complaints: complaints about personal data (issue 41), unanswered first with the answer soonest due
 * first; each opens its own page to work it (status, internal notes, the outcome e-mail, history).
 */
export function AdminDataComplaintsPage() {
  useDocumentMeta('Data Complaints');
  const { view: show, page, setView, goTo } = useQueueView(SHOW);
  const { data, loading, error, refetch } = useQuery(AdminDataComplaintsDocument, {
    variables: { filter: { unanswered: show.unanswered }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminDataComplaints;

  const summary = list
    ? `${list.total} ${list.total === 1 ? 'complaint' : 'complaints'}${show.unanswered ? ' waiting for an answer' : ''}`
    : 'Complaints about how we handle personal data.';

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <ListPageHeader title="Data Complaints" summary={summary}>
        <QueueViewSelect views={SHOW} value={show.value} onChange={setView} width={280} />
      </ListPageHeader>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each complaint was acknowledged by e-mail when it arrived. Its answer is due 30 days after it arrived.
      </Typography>

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="data complaints"
        emptyText={show.unanswered ? 'No complaints waiting for an answer.' : 'No complaints found.'}
        page={page}
        onPage={goTo}
      >
        <Stack component="ul" spacing={1.5} aria-label={show.label} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list?.items.map((c) => (
            <ComplaintCard key={c.id} complaint={c} />
          ))}
        </Stack>
      </PagedList>
      <ConsentRecordsForm />
    </Box>
  );
}
