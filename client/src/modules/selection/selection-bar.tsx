import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../shared/visually-hidden';
import { useSelection } from './use-selection';

// The request dialog (its form, validation and sign-up) loads when it is first opened, not with every page.
const RequestInfoDialog = lazy(async () => ({ default: (await import('../leads/components/request-info-dialog')).RequestInfoDialog }));

export const selectedLabel = (count: number) => `You have selected ${count} franchise(s)`;

/**
 * The sticky bottom bar on pages where franchises can be ticked: how many are ticked, 'Compare'
 * and 'Request Information →' (the request dialog). Hidden while nothing is ticked.
 */
export function SelectionBar({ showCompare = true }: { showCompare?: boolean }) {
  const { count } = useSelection();
  const [open, setOpen] = useState(false);
  // Mounted at the first opening and kept, so closing animates and a reopened dialog keeps what was typed.
  const [mounted, setMounted] = useState(false);

  return (
    <>
      {/* Always present, so screen readers hear the count change as franchises are ticked. */}
      <Box aria-live="polite" sx={visuallyHidden}>
        {count > 0 ? selectedLabel(count) : ''}
      </Box>
      {count > 0 && (
        <>
          {/* Keeps the end of the page clear of the bar. */}
          <Box aria-hidden sx={{ height: { xs: 120, sm: 80 } }} />
          <Paper
            component="aside"
            aria-label="Selected franchises"
            elevation={8}
            square
            sx={{
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (t) => t.zIndex.appBar,
              borderTop: 3,
              borderColor: 'secondary.main',
              pb: 'env(safe-area-inset-bottom)',
            }}
          >
            <Container
              maxWidth="lg"
              sx={{
                py: 1.5,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'stretch', sm: 'center' },
                gap: { xs: 1, sm: 2 },
              }}
            >
              <Typography sx={{ flexGrow: 1, fontWeight: 600, textAlign: { xs: 'center', sm: 'left' } }}>{selectedLabel(count)}</Typography>
              <Box sx={{ display: 'flex', gap: 1, '& > *': { whiteSpace: 'nowrap' }, '& > :last-child': { flex: { xs: 1, sm: 'none' } } }}>
                {showCompare && (
                  <Button component={RouterLink} to="/compare" variant="outlined" startIcon={<CompareArrowsIcon aria-hidden />}>
                    Compare
                  </Button>
                )}
                <Button
                  variant="contained"
                  color="secondary"
                  onClick={() => {
                    setMounted(true);
                    setOpen(true);
                  }}
                >
                  Request Information<span aria-hidden>&nbsp;→</span>
                </Button>
              </Box>
            </Container>
          </Paper>
        </>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <RequestInfoDialog open={open} onClose={() => setOpen(false)} onCompleted={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
