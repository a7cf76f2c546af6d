import DownloadIcon from '@mui/icons-material/Download';
import Link from '@mui/material/Link';

/**
 * A message's attachment, downloaded through its (access-checked) URL. In a chat bubble it takes the bubble's text
 * colour (`inBubble`); `mt` is the space above it.
 */
export function AttachmentLink({ href, inBubble = false, mt = 1 }: { href: string; inBubble?: boolean; mt?: number }) {
  return (
    <Link
      href={href}
      download
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt, fontWeight: 600, ...(inBubble && { color: 'inherit' }) }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      Download attachment
    </Link>
  );
}
