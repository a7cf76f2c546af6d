import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, formatInvestment } from '../../../shared/format';

/** A figure as the franchise and compare pages ask for it (GraphQL FranchiseFigure). */
interface Figure {
  label: string;
  amount: number;
  illustrative: boolean;
  basisText: string;
}

/** A figure and, beside it, its basis, period and date; a projection says plainly that it is illustrative. */
export function FigureValue({ figure }: { figure: Figure }) {
  return (
    <>
      {formatInvestment(figure.amount)}
      <Box
        component="span"
        sx={{ display: 'block', fontSize: 14, ...(figure.illustrative ? { fontWeight: 700 } : { fontWeight: 400, color: 'text.secondary' }) }}
      >
        {figure.basisText}
      </Box>
    </>
  );
}

/** The key-fact rows of a listing's figures (issue 40): [label, figure with its basis]. */
export const figureRows = (details: { figures: Figure[] } | null | undefined): [string, ReactNode][] =>
  (details?.figures ?? []).map((f) => [f.label, <FigureValue key={f.label} figure={f} />]);

/** 'Last updated 3 November 2026': when the franchisor last changed the listing (its updatedAt). */
export function LastUpdated({ at }: { at: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      Last updated {formatDate(at)}
    </Typography>
  );
}
