import Box from '@mui/material/Box';
import { useId } from 'react';
import { ResponsiveImage } from '../../../shared/responsive-image';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { useBannerMetrics } from '../hooks/use-banner-metrics';

export interface BannerAdView {
  id: string;
  imageUrl: string;
  targetUrl: string;
  altText: string;
}

/**
 * A banner ad: a full-width 1920x230 image (shown at most 230px tall) linking to the advertiser's
 * site in a new tab. Labelled as an advertisement in visible text that also names it for screen readers (the CAP
 * Code: an ad must be obviously identifiable; issue 40). Its impression and clicks
 * are recorded without holding the page up.
 */
export function BannerImageLink({ banner, label }: { banner: BannerAdView; label: string }) {
  const metrics = useBannerMetrics(banner.id);
  const labelId = useId();
  return (
    <Box component="aside" aria-labelledby={labelId} sx={{ position: 'relative', lineHeight: 0 }}>
      {/* First, so a screen reader hears it before the link; drawn over the picture's corner. */}
      <Box
        component="span"
        id={labelId}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          px: 0.75,
          py: 0.25,
          fontSize: 12,
          lineHeight: 1.4,
          borderRadius: 0.5,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: 'common.white',
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Box
        component="a"
        href={banner.targetUrl}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={metrics.click}
        onAuxClick={metrics.click}
        sx={{
          display: 'block',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
        }}
      >
        <ResponsiveImage
          src={banner.imageUrl}
          alt={banner.altText}
          sizes="100vw"
          width={1920}
          height={230}
          sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 230, aspectRatio: '1920 / 230', objectFit: 'cover' }}
        />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Box>
    </Box>
  );
}
