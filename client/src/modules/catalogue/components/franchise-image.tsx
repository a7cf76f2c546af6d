import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { CARD_SIZES, ResponsiveImage } from '../../../shared/responsive-image';

/**
 * A franchise's main image in a fixed 16:9 frame, or a placeholder when there is none (or it fails to
 * load). Decorative next to the franchise name, so its alt text is empty unless given.
 */
export function FranchiseImage({
  src,
  alt = '',
  ratio = '16 / 9',
  sizes = CARD_SIZES,
  priority = false,
}: {
  src: string | null | undefined;
  alt?: string;
  ratio?: string;
  /** How wide it shows (the `sizes` attribute); a result card's width by default. */
  sizes?: string;
  /** The page's main picture: fetched first. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Box sx={{ position: 'relative', aspectRatio: ratio, bgcolor: 'grey.100', overflow: 'hidden' }}>
      {src && !failed ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={sizes}
          width={1280}
          height={720}
          priority={priority}
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            background: 'linear-gradient(135deg, #e3eef3 0%, #f4e6e2 100%)',
            color: 'primary.main',
          }}
        >
          <StorefrontIcon sx={{ fontSize: 56, opacity: 0.55 }} />
        </Box>
      )}
    </Box>
  );
}
