import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The top of a portal list page: its h1, a one-line summary (announced when it changes, e.g. a new count) and
 * the page's actions, which move under the title on phones.
 */
export function ListPageHeader({ title, summary, children }: { title: string; summary: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { md: 'center' }, gap: 2, mb: 3, flexDirection: { xs: 'column', md: 'row' } }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Typography color="text.secondary" aria-live="polite">
          {summary}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
