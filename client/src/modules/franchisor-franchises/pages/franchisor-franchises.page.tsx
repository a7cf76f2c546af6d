import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Notice } from '../../../shared/notice';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PagedList } from '../../../shared/paged-list';
import type { MyFranchisesQuery } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseStatusChip } from '../../catalogue/components/franchise-status-chip';
import { RevisionNote } from '../components/revision-note';
import { MyFranchisesDocument } from '../graphql/my-franchises';

const PAGE_SIZE = 10;
const EMPTY_TEXT = 'No franchises found. Click the "Add New Franchise" button to create your first franchise.';

type Listing = MyFranchisesQuery['myFranchises']['items'][number];

/** The public page once approved; the owner's preview before. */
const viewPath = (f: Listing) => (f.status === 'APPROVED' ? `/franchise/${f.id}` : `/franchisor/franchise/${f.id}/preview`);
/** Main categories by name, subcategories after: the spec's Categories column. */
const categoryNames = (f: Listing) => f.categories.map((c) => c.name).join(', ') || '—';

function Actions({ franchise }: { franchise: Listing }) {
  const viewLabel = franchise.status === 'APPROVED' ? `View ${franchise.name}` : `Preview ${franchise.name}`;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={franchise.status === 'APPROVED' ? 'View' : 'Preview'}>
        <IconButton component={RouterLink} to={viewPath(franchise)} aria-label={viewLabel}>
          <VisibilityOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton component={RouterLink} to={`/franchisor/franchise/${franchise.id}/edit`} aria-label={`Edit ${franchise.name}`}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Territories">
        <IconButton component={RouterLink} to={`/franchisor/franchise/${franchise.id}/territories`} aria-label={`Territories of ${franchise.name}`}>
          <MapOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/**
 * Under a listing's status: "Rejected: <reason>" when the administrator gave one; for a live listing, its changes in
 * review or the reason the last ones were not approved.
 */
function RejectionReason({ franchise }: { franchise: Listing }) {
  if (franchise.status === 'APPROVED' && franchise.revision) return <RevisionNote revision={franchise.revision} />;
  if (franchise.status !== 'REJECTED' || !franchise.rejectionReason) return null;
  return (
    <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      Rejected: {franchise.rejectionReason}
    </Typography>
  );
}

function ListingTable({ items }: { items: Listing[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="My franchises">
        <TableHead>
          <TableRow>
            <TableCell>Franchise</TableCell>
            <TableCell>Categories</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date Added</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((f) => (
            <TableRow key={f.id} hover>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 600 }}>{f.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {f.location}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>{categoryNames(f)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <FranchiseStatusChip status={f.status} />
                <RejectionReason franchise={f} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(f.createdAt)}</TableCell>
              <TableCell align="right">
                <Actions franchise={f} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per listing, the same facts as the table's columns. */
function ListingCards({ items }: { items: Listing[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="My franchises" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {items.map((f) => (
        <Card component="li" key={f.id} variant="outlined" aria-label={f.name}>
          <CardContent sx={{ pb: '12px !important' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h2" sx={{ fontWeight: 600 }}>
                  {f.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {f.location} · Added {formatDate(f.createdAt)}
                </Typography>
              </Box>
              <FranchiseStatusChip status={f.status} />
            </Box>
            <RejectionReason franchise={f} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Categories:{' '}
              </Box>
              {categoryNames(f)}
            </Typography>
            <Box sx={{ mt: 0.5 }}>
              <Actions franchise={f} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** /franchisor/franchises: the franchisor's listings, paged on the server. */
export function FranchisorFranchisesPage() {
  useDocumentMeta('My Franchises');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(MyFranchisesDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const list = data?.myFranchises;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4">
            My Franchises
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {list ? (list.total === 1 ? '1 franchise' : `${list.total} franchises`) : 'Your franchise listings and their review status.'}
          </Typography>
        </Box>
        <Button component={RouterLink} to="/franchisor/add-franchise" variant="contained" startIcon={<AddIcon />}>
          Add New Franchise
        </Button>
      </Box>

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="your franchises"
        emptyText={EMPTY_TEXT}
        page={page}
        onPage={goTo}
      >
        {list && (narrow ? <ListingCards items={list.items} /> : <ListingTable items={list.items} />)}
      </PagedList>

      <Notice
        message={notice}
        onClose={() => {
          setNotice(null);
          void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
        }}
      />
    </Box>
  );
}
