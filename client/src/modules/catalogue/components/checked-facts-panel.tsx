import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckedFacts_FranchiseFragment } from '../../../gql/graphql';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { checkedFacts, companyNote } from '../checked-facts';

/**
 * 'Checked facts' on the franchise page (issue 40): what the site read from Companies House and what an
 * administrator verified, each with where it came from, apart from what the franchisor wrote. Plain markup: it is
 * server-rendered and needs no script.
 */
export function CheckedFactsPanel({ franchise }: { franchise: CheckedFacts_FranchiseFragment }) {
  const note = companyNote(franchise.companyFacts);
  return (
    <Paper component="section" aria-labelledby="checked-facts-heading" variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Typography id="checked-facts-heading" component="h2" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <VerifiedUserOutlinedIcon color="success" aria-hidden />
        Checked facts
      </Typography>
      {note && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0, mt: 1.5 }}>
        {checkedFacts(franchise).map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {fact.href ? (
                <Link href={fact.href} target="_blank" rel="noopener">
                  {fact.text}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (Companies House, opens in a new tab)
                  </Box>
                </Link>
              ) : (
                fact.text
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      <Link component={RouterLink} to="/how-we-check" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        How we check listings and rank results
      </Link>
    </Paper>
  );
}
