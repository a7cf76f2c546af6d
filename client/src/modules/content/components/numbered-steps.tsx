import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Step {
  title: string;
  text: string;
}

/** An ordered list of steps, each with a round number badge, a bold title and a line of text. */
export function NumberedSteps({ steps, color, spacing = 2 }: { steps: Step[]; color: 'primary' | 'secondary'; spacing?: number }) {
  return (
    <Stack component="ol" spacing={spacing} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {steps.map((s, i) => (
        <Stack component="li" key={s.title} direction="row" spacing={2}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 32,
              height: 32,
              borderRadius: '50%',
              bgcolor: `${color}.main`,
              color: 'common.white',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {i + 1}
          </Box>
          <div>
            <Typography sx={{ fontWeight: 700 }}>{s.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {s.text}
            </Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
