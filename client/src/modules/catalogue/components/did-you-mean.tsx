import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { SearchSuggestionDocument } from '../graphql/search-suggestion';

/**
 * 'Did you mean coffee?' under a free-text search that found nothing, when the listings' own words offer a
 * closer spelling. Shows nothing otherwise (also while asking, and if asking fails).
 */
export function DidYouMean({ text, hrefFor }: { text: string; hrefFor: (suggestion: string) => string }) {
  const { data } = useQuery(SearchSuggestionDocument, { variables: { text } });
  const suggestion = data?.searchSuggestion;
  if (!suggestion) return null;
  return (
    <Typography role="status" sx={{ fontSize: 18 }}>
      Did you mean{' '}
      <Link component={RouterLink} to={hrefFor(suggestion)} sx={{ fontWeight: 700, fontStyle: 'italic' }}>
        {suggestion}
      </Link>
      ?
    </Typography>
  );
}
