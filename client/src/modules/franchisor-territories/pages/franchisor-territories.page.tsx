import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { formatCount } from '../../../shared/format';
import { Notice } from '../../../shared/notice';
import { PagedList } from '../../../shared/paged-list';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { AddTerritoriesForm } from '../components/add-territories-form';
import { TerritoryTable } from '../components/territory-table';
import { MyFranchiseTerritoriesDocument } from '../graphql/my-franchise-territories';

const PAGE_SIZE = 50;

/**
 * /franchisor/franchise/:id/territories (issue 43): the postcode districts where a listing sells territories and
 * their states. Visitors check their postcode against them on the listing and in search; a change shows at once.
 */
export function FranchisorTerritoriesPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(MyFranchiseTerritoriesDocument, {
    variables: { franchiseId: id, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const name = shown?.myFranchise.name;
  useDocumentMeta(name ? `Territories: ${name}` : 'Territories');
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const addId = useId();
  const listId = useId();
  const list = shown?.myFranchiseTerritories;

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Button component={RouterLink} to="/franchisor/franchises" startIcon={<ArrowBackIcon aria-hidden />} sx={{ ml: -1, mb: 1 }}>
        My Franchises
      </Button>
      <Typography component="h1" variant="h4">
        Territories{name ? `: ${name}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The postcode districts where you sell territories, and whether each is available, reserved or taken. Visitors check their postcode against
        them on your listing and can search for franchises with a free territory near them. Changes show at once; they do not go to review.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card component="section" aria-labelledby={addId}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={addId} component="h2" variant="h6" sx={{ mb: 2 }}>
              Add districts
            </Typography>
            <AddTerritoriesForm
              franchiseId={id}
              onAdded={(n) => setNotice({ message: `${formatCount(n)} ${n === 1 ? 'district' : 'districts'} saved.`, severity: 'success' })}
            />
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby={listId}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={listId} component="h2" variant="h6">
              Your territories
            </Typography>
            {list && list.total > 0 && (
              <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="territory-counts">
                {formatCount(list.total)} in all: {formatCount(list.available)} available, {formatCount(list.reserved)} reserved,{' '}
                {formatCount(list.taken)} taken.
              </Typography>
            )}
            <Box sx={{ mt: 2 }}>
              <PagedList
                list={list}
                loading={loading}
                error={error}
                onRetry={() => void refetch()}
                what="territories"
                emptyText="No territories yet. Add the postcode districts you sell above."
                page={page}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              >
                {list && <TerritoryTable items={list.items} onNotice={(message, severity = 'success') => setNotice({ message, severity })} />}
              </PagedList>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <Notice message={notice?.message ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}
