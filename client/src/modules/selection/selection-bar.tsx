import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../shared/visually-hidden';
import { useSelection } from './use-selection';

// The request dialog (its form, validation and sign-up) loads when it is first opened, not with every page.
const RequestInfoDialog = lazy(async () => ({ default: (await import('../lead-intake/components/request-info-dialog')).RequestInfoDialog }));

export const selectedLabel = (count: number) => `You have selected ${count} franchise(s)`;

/** The page that starts a request for the franchises in its address (`?franchise=ID&franchise=ID`). */
export const REQUEST_INFO_PATH = '/request-info';

/** The CSS counter of the boxes ticked in a selection form, which the bar shows until the app has started. */
const TICKED = 'fc-ticked';
const TICK = 'input[name="franchise"]';

/**
 * The ticks of a page's franchise cards as a real form: a GET form to the request page holding the cards'
 * boxes (name `franchise`, value the id) and the selection bar. Before the app has started, or without
 * JavaScript, ticking a box shows the bar (CSS: the form has a ticked box) with the count (a CSS counter of
 * the ticked boxes), and its 'Request Information →' submits the form: the request page opens with them.
 */
export function SelectionForm({ children, stack = false }: { children: ReactNode; /** Children spaced as in a Stack. */ stack?: boolean }) {
  return (
    <Box
      component="form"
      method="get"
      action={REQUEST_INFO_PATH}
      sx={{
        counterReset: TICKED,
        [`& ${TICK}:checked`]: { counterIncrement: TICKED },
        ...(stack && { display: 'flex', flexDirection: 'column', gap: 3 }),
      }}
    >
      {children}
      <SelectionBar inForm />
    </Box>
  );
}

/**
 * The sticky bottom bar on pages where franchises can be ticked: how many are ticked, 'Compare'
 * and 'Request Information →' (the request dialog). Hidden while nothing is ticked. In a selection form it
 * is in the server's page too, hidden until a box of the form is ticked (see SelectionForm).
 */
export function SelectionBar({ showCompare = true, inForm = false }: { showCompare?: boolean; inForm?: boolean }) {
  const { count } = useSelection();
  const [open, setOpen] = useState(false);
  // Mounted at the first opening and kept, so closing animates and a reopened dialog keeps what was typed.
  const [mounted, setMounted] = useState(false);
  // Nothing in the selection as React knows it (so also in the server's page): the ticked boxes decide, in CSS.
  const byTicks = inForm && count === 0;

  return (
    <>
      {/* Always present, so screen readers hear the count change as franchises are ticked. */}
      <Box aria-live="polite" sx={visuallyHidden}>
        {count > 0 ? selectedLabel(count) : ''}
      </Box>
      {(count > 0 || inForm) && (
        <Box sx={byTicks ? { display: 'none', [`form:has(${TICK}:checked) > &`]: { display: 'block' } } : undefined}>
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
              <Typography sx={{ flexGrow: 1, fontWeight: 600, textAlign: { xs: 'center', sm: 'left' } }}>
                {byTicks ? (
                  <>
                    You have selected <Box component="span" sx={{ '&::before': { content: `counter(${TICKED})` } }} /> franchise(s)
                  </>
                ) : (
                  selectedLabel(count)
                )}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, '& > *': { whiteSpace: 'nowrap' }, '& > :last-child': { flex: { xs: 1, sm: 'none' } } }}>
                {/* /compare shows this browser's selection, which ticks join once the app has started. */}
                {showCompare && count > 0 && (
                  <Button component={RouterLink} to="/compare" variant="outlined" startIcon={<CompareArrowsIcon aria-hidden />}>
                    Compare
                  </Button>
                )}
                {/* In a form it submits it until the app has started (the request page), then opens the dialog. */}
                <Button
                  type={inForm ? 'submit' : 'button'}
                  variant="contained"
                  color="secondary"
                  onClick={(e) => {
                    e.preventDefault();
                    setMounted(true);
                    setOpen(true);
                  }}
                >
                  Request Information<span aria-hidden>&nbsp;→</span>
                </Button>
              </Box>
            </Container>
          </Paper>
        </Box>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <RequestInfoDialog open={open} onClose={() => setOpen(false)} onCompleted={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
