import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type ReactNode, useId, useState } from 'react';

export interface DisclosureProps {
  /** The always-visible question (the button's name). */
  summary: ReactNode;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * One question of an FAQ list, the WAI-ARIA accordion pattern: a heading holding a button (aria-expanded,
 * aria-controls) that shows or hides its answer region. Enter or Space toggles. The answer is in the page's HTML
 * from the server, hidden until opened. Stacked ones share their borders. (MUI's Accordion, with its Collapse
 * animation, cost every FAQ page 4 KB of compressed JavaScript.)
 */
export function Disclosure({ summary, children, headingLevel = 'h3' }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', '& + &': { borderTop: 0 } }}>
      <Box component={headingLevel} sx={{ m: 0, font: 'inherit' }}>
        <ButtonBase
          id={`${id}-summary`}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((o) => !o)}
          sx={{
            width: '100%',
            minHeight: 48,
            px: 2,
            py: 1.5,
            gap: 2,
            justifyContent: 'space-between',
            textAlign: 'left',
            font: 'inherit',
            fontWeight: 600,
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          }}
        >
          {summary}
          <ExpandMoreIcon aria-hidden sx={{ color: 'action.active', transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        </ButtonBase>
      </Box>
      <Box id={`${id}-details`} role="region" aria-labelledby={`${id}-summary`} hidden={!open} sx={{ px: 2, pb: 2 }}>
        {children}
      </Box>
    </Box>
  );
}
