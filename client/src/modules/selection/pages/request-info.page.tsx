import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { formatInvestment } from '../../../shared/format';
import { recruitsIn } from '../../lead-intake/requirements';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { RequestInfoFranchisesDocument } from '../graphql/request-info-franchises';
import { selectedLabel } from '../selection-bar';
import { addToSelection } from '../use-selection';

const RequestInfoDialog = lazy(async () => ({ default: (await import('../../lead-intake/components/request-info-dialog')).RequestInfoDialog }));

/** As many as the API returns for a list of ids. */
const MAX_FRANCHISES = 50;

/**
 * /request-info?franchise=ID&franchise=ID: where the franchise cards' ticks go when their form is sent
 * before the app has started or without JavaScript. It lists the franchises that can be asked and says what
 * happens next; once the app runs they join this browser's selection and 'Request Information →' opens
 * the request dialog, as the selection bar does.
 */
export function RequestInfoPage() {
  useDocumentMeta('Request Information', 'Request information from the franchises you have selected.');
  const [params] = useSearchParams();
  const ids = useMemo(() => [...new Set(params.getAll('franchise'))].slice(0, MAX_FRANCHISES), [params]);
  const { data, loading, error } = useQuery(RequestInfoFranchisesDocument, { variables: { ids }, skip: ids.length === 0 });
  const franchises = useMemo(
    () => (data?.franchisesByIds ?? []).filter((f): f is typeof f & { franchisorId: string } => f.canRequestInfo && Boolean(f.franchisorId)),
    [data],
  );
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  // They join this browser's selection (the dialog sends the selection), in the commit that shows them.
  useLayoutEffect(() => {
    addToSelection(franchises.map((f) => ({ id: f.id, franchisorId: f.franchisorId, name: f.name })));
  }, [franchises]);

  let body;
  if (loading && !data) body = <CenteredSpinner label="Loading franchises" />;
  else if (error) body = <Alert severity="error">{errorMessage(error)}</Alert>;
  else if (franchises.length === 0) {
    body = (
      <>
        <Typography sx={{ mt: 2 }}>
          No franchises are selected. Tick 'Request Info' on the franchises you like, then press 'Request Information →'.
        </Typography>
        <Button component={RouterLink} to="/search" variant="contained" sx={{ mt: 3 }}>
          Browse Franchises
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{selectedLabel(franchises.length)}</Typography>
        {/* Side by side, the same facts in the same order: what each asks of a franchisee (issue 29). */}
        <Box
          component="ul"
          aria-label="Selected franchises"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 2,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
          }}
        >
          {franchises.map((f) => (
            <Paper component="li" variant="outlined" key={f.id} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <div>
                <Link component={RouterLink} to={`/franchise/${f.id}`} sx={{ fontWeight: 600, fontSize: 18 }}>
                  {f.name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                  <PlaceOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
                  {f.location}
                </Typography>
              </div>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.75, fontSize: 14 }}>
                {[
                  ['Investment', <strong key="i">{formatInvestment(f.details?.investmentAmount)}</strong>],
                  [
                    'Minimum liquid capital',
                    f.details?.minimumLiquidCapital == null ? 'Not stated' : formatInvestment(f.details.minimumLiquidCapital),
                  ],
                  ['Recruits in', recruitsIn(f.areas)],
                  ['Response time', f.responseTime?.summary ?? 'Not known yet'],
                ].map(([term, value]) => (
                  <Box key={term as string} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {term}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {value}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          One request goes to each of these franchisors. Next, enter your email address, then sign in to your customer account or create one: you can
          then follow each request and message the franchisors from your customer area.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            onClick={() => {
              setMounted(true);
              setOpen(true);
            }}
          >
            Request Information<span aria-hidden>&nbsp;→</span>
          </Button>
          <Button component={RouterLink} to="/search" size="large">
            Back to Search
          </Button>
        </Box>
        {/* Said to everyone, not in <noscript>: a script that failed to load leaves the button dead too. */}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Sending the request needs JavaScript. If the button does nothing, JavaScript is turned off or did not load in this browser: turn it on and
          reload this page, or send an enquiry from each franchise's own page.
        </Typography>
      </>
    );
  }

  return (
    <>
      <Breadcrumbs items={[{ label: 'Browse Franchises', to: '/search' }, { label: 'Request Information' }]} />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Request Information
        </Typography>
        {body}
      </Container>
      {mounted && (
        <Suspense fallback={null}>
          <RequestInfoDialog open={open} onClose={() => setOpen(false)} onCompleted={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
