import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

interface Props {
  images: { id: string; imageUrl: string }[];
  name: string;
  index: number;
  onMove: (step: number) => void;
  onClose: () => void;
}

/** The gallery's full-size viewer: Left and Right arrow keys (or the buttons) move, Escape or Close closes. */
export function GalleryViewer({ images, name, index, onMove, onClose }: Props) {
  const count = images.length;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') onMove(1);
        if (e.key === 'ArrowLeft') onMove(-1);
      }}
      slotProps={{ paper: { 'aria-label': `${name} photos`, sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Box sx={{ position: 'relative', p: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography aria-live="polite" sx={{ px: 1 }}>
            Photo {index + 1} of {count}
          </Typography>
          <IconButton onClick={() => onClose()} aria-label="Close" sx={{ color: 'inherit' }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Box
            component="img"
            src={images[index].imageUrl}
            alt={`${name}, photo ${index + 1} of ${count}`}
            sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }}
          />
          {count > 1 && (
            <>
              <IconButton onClick={() => onMove(-1)} aria-label="Previous photo" sx={navSx('left')}>
                <ChevronLeftIcon fontSize="large" />
              </IconButton>
              <IconButton onClick={() => onMove(1)} aria-label="Next photo" sx={navSx('right')}>
                <ChevronRightIcon fontSize="large" />
              </IconButton>
            </>
          )}
        </Box>
      </Box>
    </Dialog>
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
