import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import { useState } from 'react';

/**
 * A franchise's main image in a fixed 16:9 frame, or a placeholder when there is none (or it fails to
 * load). Decorative next to the franchise name, so its alt text is empty unless given.
 */
export function FranchiseImage({ src, alt = '', ratio = '16 / 9' }: { src: string | null | undefined; alt?: string; ratio?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box sx={{ position: 'relative', aspectRatio: ratio, bgcolor: 'grey.100', overflow: 'hidden' }}>
      {src && !failed ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
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
