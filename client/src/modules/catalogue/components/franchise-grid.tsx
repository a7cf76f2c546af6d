import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { FranchiseCard_FranchiseFragment } from '../../../gql/graphql';
import { ABOVE_THE_FOLD, renderWhenNear } from '../../../shared/render-when-near';
import { FranchiseCard } from './franchise-card';

const cell = { xs: 12, sm: 6, md: 4 } as const;

/** Cards three across on desktop, two on tablets, one on phones. */
export function FranchiseGrid({
  franchises,
  headingLevel,
  priorityFirst = false,
}: {
  franchises: { franchise: FranchiseCard_FranchiseFragment; adId?: string | null }[];
  headingLevel?: 'h2' | 'h3';
  /** The grid opens the page (results): the first card's image is the page's main picture. */
  priorityFirst?: boolean;
}) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {franchises.map(({ franchise, adId }, i) => (
        <Grid key={franchise.id} size={cell} component="li" sx={i >= ABOVE_THE_FOLD ? renderWhenNear(430) : undefined}>
          <FranchiseCard franchise={franchise} adId={adId} headingLevel={headingLevel} priority={priorityFirst && i === 0} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholder cards while results load. */
export function FranchiseGridSkeleton({ count = 6, label = 'Loading franchises' }: { count?: number; label?: ReactNode }) {
  return (
    <Grid container spacing={3} role="status" aria-label={typeof label === 'string' ? label : undefined}>
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={cell}>
          <Card aria-hidden>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <CardContent>
              <Skeleton width="70%" height={28} />
              <Skeleton />
              <Skeleton width="85%" />
              <Skeleton width="40%" sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
