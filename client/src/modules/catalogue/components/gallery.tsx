import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Suspense, lazy, useState } from 'react';
import { ResponsiveImage } from '../../../shared/responsive-image';

// The viewer (a dialog) loads when a photo is first opened.
const GalleryViewer = lazy(async () => ({ default: (await import('./gallery-viewer')).GalleryViewer }));

/** Three across (two on phones) in the page's main column. */
const THUMB_SIZES = '(min-width: 900px) 240px, (min-width: 600px) 30vw, 50vw';

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
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}
      >
        {images.map((image, i) => (
          <li key={image.id}>
            <ButtonBase
              onClick={() => setOpen(i)}
              aria-label={`Open ${alt(i)}`}
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 1,
                overflow: 'hidden',
                '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <ResponsiveImage
                src={image.imageUrl}
                alt=""
                sizes={THUMB_SIZES}
                width={400}
                height={300}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  transition: 'transform 200ms',
                  '&:hover': { transform: 'scale(1.03)' },
                }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryViewer images={images} name={name} index={open} onMove={move} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
