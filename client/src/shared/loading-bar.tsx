import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar that moves while something already shown is being refreshed (a search's next page, a report's new
 * range). One element and a CSS animation: MUI's LinearProgress weighed 5 KB of the search page's first load for
 * the same stripe. Still for visitors who ask for reduced motion. `label` names it for screen readers; without
 * one it is decoration (the page says what is loading elsewhere).
 */
export function LoadingBar({ label }: { label?: string }) {
  return (
    <Box
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        position: 'relative',
        height: 4,
        overflow: 'hidden',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.2),
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        },
      }}
    />
  );
}
