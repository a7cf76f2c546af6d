import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A messages page: the h1 and a line under it, then the form and the history. */
export function MessagePageLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 900, display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
      {children}
    </Box>
  );
}
