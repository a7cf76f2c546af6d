import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { formatCount } from '../../../shared/format';
import { TextField } from '../../../shared/text-field';
import { FranchiseTerritoriesDocument } from '../graphql/franchise-territories';

/** The query-string parameter the box's form sends: the franchise page's address carries the postcode asked about. */
export const POSTCODE_PARAM = 'postcode';

/**
 * "Is my area free?" on a listing (issue 43): the territories' states by postcode district and a postcode box. The
 * box is a GET form, so without JavaScript the server renders the answer from the address; with it, the address
 * changes in place. Shown only for a listing with territories. Loaded lazily: not part of the page's first load.
 */
export function TerritoryBox({ franchiseId }: { franchiseId: string }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const asked = params.get(POSTCODE_PARAM)?.trim() ?? '';
  const [typed, setTyped] = useState(asked);
  const { data, previousData, error } = useQuery(FranchiseTerritoriesDocument, { variables: { franchiseId, postcode: asked || null } });
  const shown = (data ?? previousData)?.franchiseTerritories;
  // Asked without a listing's counts (an invalid postcode fails the whole query): the counts of the plain page.
  const counts = useQuery(FranchiseTerritoriesDocument, { variables: { franchiseId, postcode: null }, skip: !error }).data?.franchiseTerritories;
  const totals = shown ?? counts;
  if (!totals || totals.available + totals.reserved + totals.taken === 0) return null;

  const problem = error ? (fieldErrors(error).postcode ?? errorMessage(error)) : null;
  const check = error ? null : data?.franchiseTerritories.check;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set(POSTCODE_PARAM, typed.trim());
    else next.delete(POSTCODE_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Paper id="territories" component="section" aria-labelledby="territories-heading" variant="outlined" sx={{ p: 3, mt: 4, scrollMarginTop: 88 }}>
      <Typography id="territories-heading" component="h2" variant="h6">
        Is your area free?
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Territories by postcode district: {formatCount(totals.available)} available, {formatCount(totals.reserved)} reserved,{' '}
        {formatCount(totals.taken)} taken.
      </Typography>
      <Box
        component="form"
        method="get"
        action={`${pathname}#territories`}
        noValidate
        onSubmit={onSubmit}
        aria-label="Check a postcode"
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Your postcode"
          name={POSTCODE_PARAM}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? 'A full postcode or its district, e.g. LS6 2AB or LS6'}
          size="small"
          autoComplete="postal-code"
          sx={{ flex: '1 1 220px', maxWidth: 320 }}
        />
        <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
          Check
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: check ? 2 : 0 }}>
        {check && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="territory-answer">
            {check.state === 'AVAILABLE' ? <CheckCircleOutlineIcon color="success" aria-hidden /> : <InfoOutlinedIcon color="action" aria-hidden />}
            <Typography sx={{ fontWeight: 600 }}>{check.message}</Typography>
          </Box>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Distances are measured between the centres of postcode areas, so they are approximate. The franchisor keeps these states up to date.
      </Typography>
    </Paper>
  );
}
