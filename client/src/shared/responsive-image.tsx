import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useServerRequest } from '../ssr/server-context';

/** The widths the server offers an uploaded image in (server/src/modules/files/image-variants.ts). */
const WIDTHS = [320, 480, 640, 960, 1280];

/** A card in a results grid: three across on wide screens, two on tablets, the full width on phones. */
export const CARD_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 50vw, 100vw';

const resizable = (src: string) => src.startsWith('/uploads/') && !/\.gif$/i.test(src);
const srcSet = (src: string, format: 'webp' | 'jpeg') => WIDTHS.map((w) => `${src}?w=${w}&fm=${format} ${w}w`).join(', ');

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image shows, as the `sizes` attribute: the browser picks the smallest file that fills it. */
  sizes: string;
  /** The intrinsic shape, for the width and height attributes (space is kept before the file arrives). */
  width: number;
  height: number;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  onError?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * An uploaded image as WebP in several widths, JPEG for browsers without WebP, at the size the layout shows
 * it. Lazy below the fold; `priority` for the page's main picture. Other images (outside /uploads, GIFs) as they are.
 */
export function ResponsiveImage({ src, alt, sizes, width, height, priority = false, onError, sx }: ResponsiveImageProps) {
  const server = useServerRequest();
  // Rendering on the server: the first priority image is preloaded from the head, so the browser asks for it
  // as soon as the head is in, ahead of the fonts, scripts and other images.
  if (server && priority && !server.head.preloadImage) {
    // eslint-disable-next-line react-hooks/immutability -- the server's head is collected while rendering on the server, where no effect runs
    server.head.preloadImage = resizable(src) ? { srcSet: srcSet(src, 'webp'), sizes, type: 'image/webp' } : { href: src };
  }
  const img = (
    <Box
      component="img"
      src={resizable(src) ? `${src}?w=960&fm=jpeg` : src}
      srcSet={resizable(src) ? srcSet(src, 'jpeg') : undefined}
      sizes={resizable(src) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
      sx={sx}
    />
  );
  if (!resizable(src)) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={srcSet(src, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * A CSS background of an uploaded image at `width`: WebP where the browser takes it (image-set), JPEG otherwise.
 * Give it behind `overlay` (e.g. a gradient); the result is a list of fallbacks for `backgroundImage`.
 */
export function backgroundImage(src: string, width: number, overlay: string): string[] {
  if (!resizable(src)) return [`${overlay}, url("${encodeURI(src)}")`];
  const url = (format: 'webp' | 'jpeg') => `"${encodeURI(src)}?w=${width}&fm=${format}"`;
  return [`${overlay}, url(${url('jpeg')})`, `${overlay}, image-set(url(${url('webp')}) type("image/webp"), url(${url('jpeg')}) type("image/jpeg"))`];
}
