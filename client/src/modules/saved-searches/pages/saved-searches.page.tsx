import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SavedSearch_SearchFragment, SearchAlert } from '../../../gql/graphql';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState } from '../../../shared/query-state';
import { ALERT_OPTIONS } from '../alert-options';
import { DeleteSavedSearchDocument } from '../graphql/delete-saved-search';
import { MySavedSearchesDocument } from '../graphql/my-saved-searches';
import { SetSavedSearchAlertDocument } from '../graphql/set-saved-search-alert';
import { savedSearchAddress, savedSearchSummary } from '../saved-search-address';

function SavedSearchCard({ search, onDelete }: { search: SavedSearch_SearchFragment; onDelete: () => void }) {
  const titleId = useId();
  const [setAlert, { loading, error }] = useMutation(SetSavedSearchAlertDocument);
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 260px' }, alignItems: 'start' }}>
        <div>
          <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {savedSearchSummary(search)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Saved {formatDate(search.createdAt)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={savedSearchAddress(search)} variant="contained" size="small">
              Show results
            </Button>
            <Button onClick={onDelete} color="error" size="small" aria-label={`Delete ${search.name}`}>
              Delete
            </Button>
          </Stack>
        </div>
        <TextField
          select
          label="Email alerts"
          value={search.alert}
          disabled={loading}
          onChange={(e) => void setAlert({ variables: { id: search.id, alert: e.target.value as SearchAlert } }).catch(() => undefined)}
          error={Boolean(error)}
          helperText={error ? errorMessage(error) : undefined}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': `Email alerts for ${search.name}` },
          }}
        >
          {ALERT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}

/** /customer/saved-searches: the customer's saved searches, their alerts, and a way back to each search. */
export function SavedSearchesPage() {
  useDocumentMeta('Saved Searches');
  const { data, loading, error, refetch } = useQuery(MySavedSearchesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleting, setDeleting] = useState<SavedSearch_SearchFragment | null>(null);
  const [remove, removal] = useMutation(DeleteSavedSearchDocument, {
    update: (cache, _result, { variables }) => {
      cache.evict({ id: cache.identify({ __typename: 'SavedSearchView', id: variables.id }) });
      cache.gc();
    },
  });
  const searches = data?.mySavedSearches ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography component="h1" variant="h4">
        Saved Searches
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Run a saved search again, or have new matches emailed to you daily or weekly. Every alert email has a link to stop it.
      </Typography>
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<CenteredSpinner label="Loading saved searches" />}
        empty={
          <Card variant="outlined">
            <CardContent sx={{ textAlign: 'center', py: 5 }}>
              <BookmarkBorderIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
              <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                No saved searches yet
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                Search the directory, then choose Save search to keep it here and get alerts of new matches.
              </Typography>
              <Button component={RouterLink} to="/search" variant="contained">
                Browse Franchises
              </Button>
            </CardContent>
          </Card>
        }
        isEmpty={(data) => data.mySavedSearches.length === 0}
      >
        {() => (
          <Stack spacing={2}>
            {searches.map((s) => (
              <SavedSearchCard key={s.id} search={s} onDelete={() => setDeleting(s)} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete saved search?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removal.loading}
        error={removal.error ? errorMessage(removal.error) : null}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          removal.reset();
        }}
      >
        “{deleting?.name}” and its email alerts will be deleted. This cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}
