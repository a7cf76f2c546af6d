import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * Thumbnails that open a viewer: Left and Right arrow keys (or the buttons) move between photos,
 * Escape or Close returns focus to the thumbnail.
 */
export function Gallery({ images, name }: { images: { id: string; imageUrl: string }[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const move = (step: number) => setOpen((i) => (i === null ? i : (i + step + count) % count));
  const alt = (i: number) => `${name}, photo ${i + 1} of ${count}`;

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
        {images.map((image, i) => (
          <li key={image.id}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={`Open ${alt(i)}`}
              sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden', '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              <Box component="img" src={image.imageUrl} alt="" loading="lazy" sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', transition: 'transform 200ms', '&:hover': { transform: 'scale(1.03)' } }} />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        fullWidth
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
        }}
        slotProps={{ paper: { 'aria-label': `${name} photos`, sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
      >
        {open !== null && (
          <Box sx={{ position: 'relative', p: { xs: 1, sm: 2 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography aria-live="polite" sx={{ px: 1 }}>
                Photo {open + 1} of {count}
              </Typography>
              <IconButton onClick={() => setOpen(null)} aria-label="Close" sx={{ color: 'inherit' }}>
                <CloseIcon />
              </IconButton>
            </Box>
            <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Box component="img" src={images[open].imageUrl} alt={alt(open)} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }} />
              {count > 1 && (
                <>
                  <IconButton onClick={() => move(-1)} aria-label="Previous photo" sx={navSx('left')}>
                    <ChevronLeftIcon fontSize="large" />
                  </IconButton>
                  <IconButton onClick={() => move(1)} aria-label="Next photo" sx={navSx('right')}>
                    <ChevronRightIcon fontSize="large" />
                  </IconButton>
                </>
              )}
            </Box>
          </Box>
        )}
      </Dialog>
    </>
  );
}

const navSx = (side: 'left' | 'right') => ({
  position: 'absolute',
  [side]: 8,
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.5)',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(0,0,0,0.75)' },
});
