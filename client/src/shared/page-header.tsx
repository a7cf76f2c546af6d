import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title band at the top of content pages: the page's h1 and an optional introduction. */
export function PageHeader({
  title,
  intro,
  children,
  maxWidth = 'lg',
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Match the page body's width so the title lines up with the text. */
  maxWidth?: 'md' | 'lg';
}) {
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #0b4f6c 0%, #0a3a50 100%)', color: 'common.white', py: { xs: 4, md: 6 } }}>
      <Container maxWidth={maxWidth}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, fontSize: { xs: 30, md: 42 } }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ mt: 1.5, maxWidth: 760, fontSize: { xs: 16, md: 18 }, color: 'rgba(255,255,255,0.88)' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}
