import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { AdminFranchisorFranchisesQuery } from '../../../gql/graphql';
import { CompanyFlagList } from '../../../shared/company-flags';
import { errorCode, errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { LoadError } from '../../../shared/load-error';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState } from '../../../shared/query-state';
import { FranchiseStatusChip } from '../../catalogue/components/franchise-status-chip';
import { AccountStatusChip } from '../components/account-status-chip';
import type { AccountsReturnState } from '../components/accounts-table';
import { AdminFranchisorAccountDocument } from '../graphql/admin-franchisor-account';
import { AdminFranchisorFranchisesDocument } from '../graphql/admin-franchisor-franchises';

const PAGE_SIZE = 12;

type FranchiseCard = AdminFranchisorFranchisesQuery['adminFranchisorFranchises']['items'][number];

function FranchiseCardView({ franchise }: { franchise: FranchiseCard }) {
  // The whole card opens the review; the link itself is the title (a stretched link), so its name is the franchise's.
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {franchise.mainImageUrl ? (
        <CardMedia component="img" image={franchise.mainImageUrl} alt="" sx={{ height: 160, objectFit: 'cover' }} />
      ) : (
        <Box sx={{ height: 160, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.500' }}>
          <StorefrontOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
        </Box>
      )}
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, fontSize: 18, overflowWrap: 'anywhere' }}>
            <Link
              component={RouterLink}
              to={`/admin/franchise/${franchise.id}`}
              underline="hover"
              color="inherit"
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
            >
              {franchise.name}
            </Link>
          </Typography>
          <FranchiseStatusChip status={franchise.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {franchise.location} · Added <time dateTime={franchise.createdAt}>{formatDate(franchise.createdAt)}</time>
        </Typography>
        {franchise.shortDescription && (
          <Typography variant="body2" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {franchise.shortDescription}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/franchisor/{franchisorId}/franchises: the account's header and its franchises as cards, each opening its review. */
export function AdminFranchisorFranchisesPage() {
  const { franchisorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // Came from the Accounts page: go back to its search and page (kept in history state across this page's paging).
  const location = useLocation();
  const returnTo = `/admin/accounts${(location.state as AccountsReturnState | null)?.accountsSearch ?? ''}`;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const account = useQuery(AdminFranchisorAccountDocument, { variables: { id: franchisorId }, fetchPolicy: 'cache-and-network' });
  const franchises = useQuery(AdminFranchisorFranchisesDocument, {
    variables: { franchisorId, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const a = account.data?.adminFranchisorAccount;
  const list = franchises.data?.adminFranchisorFranchises;
  const name = a ? a.companyName || a.contactName : undefined;
  useDocumentMeta(name ? `${name}: Franchises` : 'Franchisor Franchises');

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { state: location.state as unknown });
    window.scrollTo({ top: 0 });
  };

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Button component={RouterLink} to={returnTo} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Back to Accounts
      </Button>

      <QueryState
        data={a}
        error={account.error}
        renderError={() =>
          errorCode(account.error) === 'NOT_FOUND' ? (
            <Alert severity="warning">{errorMessage(account.error)}. It may have been deleted.</Alert>
          ) : (
            <LoadError error={account.error} onRetry={() => void account.refetch()} />
          )
        }
        loader={
          <Box role="status" aria-label="Loading the account">
            <Skeleton variant="text" width={320} height={48} />
            <Skeleton variant="text" width={240} />
          </Box>
        }
      >
        {(a) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <AccountStatusChip status={a.status} />
            </Box>
            <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {a.contactName} · {a.email} · Account created <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
            </Typography>
            <Paper component="section" variant="outlined" sx={{ mt: 2, p: { xs: 1.5, sm: 2 } }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                Companies House
              </Typography>
              <CompanyFlagList check={a.companyCheck} />
            </Paper>
            <Typography component="p" variant="subtitle1" sx={{ mt: 2, mb: 2, fontWeight: 600 }} aria-live="polite">
              {list ? (list.total === 1 ? '1 franchise' : `${list.total} franchises`) : 'Franchises'}
            </Typography>

            <QueryState
              data={list}
              error={franchises.error}
              onRetry={() => void franchises.refetch()}
              loader={
                <Stack direction="row" spacing={2} role="status" aria-label="Loading franchises">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} variant="rounded" width={280} height={280} />
                  ))}
                </Stack>
              }
              empty={
                <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
                  <Typography color="text.secondary">This franchisor has no franchises yet.</Typography>
                </Paper>
              }
              isEmpty={(list) => list.items.length === 0}
            >
              {(list) => (
                <>
                  <Box
                    component="ul"
                    aria-label={`Franchises of ${name}`}
                    sx={{
                      listStyle: 'none',
                      p: 0,
                      m: 0,
                      display: 'grid',
                      gap: 2,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                    }}
                  >
                    {list.items.map((f) => (
                      <FranchiseCardView key={f.id} franchise={f} />
                    ))}
                  </Box>
                  {list.pageCount > 1 && (
                    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                      <Pagination
                        count={list.pageCount}
                        page={Math.min(page, list.pageCount)}
                        onChange={(_e, next) => goTo(next)}
                        color="primary"
                        getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)}
                      />
                    </Box>
                  )}
                </>
              )}
            </QueryState>
          </>
        )}
      </QueryState>
    </Box>
  );
}
