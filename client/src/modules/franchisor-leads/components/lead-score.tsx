import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LeadScore } from '../../../gql/graphql';

export const leadScoreLabel: Record<LeadScore, string> = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' };
const COLOR = { HIGH: 'success', MEDIUM: 'warning', LOW: 'default' } as const;

/** The lead's score band as a chip: 'High score' (or just 'High' under a Score heading). */
export function ScoreChip({ band, short = false }: { band: LeadScore; short?: boolean }) {
  return <Chip size="small" color={COLOR[band]} label={short ? leadScoreLabel[band] : `${leadScoreLabel[band]} score`} />;
}

interface Score {
  band: LeadScore;
  points: number;
  maxPoints: number;
  reasons: { text: string; points: number }[];
}

/** The score with its points and why: one line per signal with the points it gave. */
export function ScoreReasons({ score }: { score: Score }) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <ScoreChip band={score.band} />
        <Typography variant="body2" color="text.secondary">
          {score.points} of {score.maxPoints} points
        </Typography>
      </Box>
      <Box component="ul" aria-label="Why this score" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {score.reasons.map((r) => (
          <Box component="li" key={r.text} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
            <Typography
              component="span"
              variant="body2"
              sx={{ minWidth: 28, textAlign: 'right', fontWeight: 700, color: r.points > 0 ? 'success.dark' : 'text.secondary' }}
            >
              {r.points > 0 ? `+${r.points}` : '0'}
            </Typography>
            <Typography component="span" variant="body2">
              {r.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
