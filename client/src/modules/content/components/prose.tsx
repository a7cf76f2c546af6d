import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Building blocks for long-form pages (legal pages, the guide, support). */

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ my: 1.5, lineHeight: 1.75 }}>{children}</Typography>;
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ my: 1.5, pl: 3, '& li': { my: 0.75, lineHeight: 1.7 } }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Box>
  );
}

export function H3({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

export interface ProseSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** Numbered h2 sections with anchors, after a "Contents" list linking to each. */
export function Sections({ sections, numbered = true }: { sections: ProseSection[]; numbered?: boolean }) {
  return (
    <>
      <Box
        component="nav"
        aria-labelledby="contents-heading"
        sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, mb: 4 }}
      >
        <Typography id="contents-heading" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Contents
        </Typography>
        <Box component={numbered ? 'ol' : 'ul'} sx={{ m: 0, pl: 3, '& li': { my: 0.5 } }}>
          {sections.map((s) => (
            <li key={s.id}>
              <Box component="a" href={`#${s.id}`} sx={{ color: 'primary.main' }}>
                {s.heading}
              </Box>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((s, i) => (
        <Box component="section" key={s.id} aria-labelledby={s.id} sx={{ mb: 4, scrollMarginTop: 88 }}>
          <Typography id={s.id} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1, scrollMarginTop: 88 }}>
            {numbered ? `${i + 1}. ` : ''}
            {s.heading}
          </Typography>
          {s.body}
        </Box>
      ))}
    </>
  );
}
