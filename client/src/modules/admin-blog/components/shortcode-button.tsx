import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import { CopyPostShortcodeDocument } from '../graphql/blog-articles';

/** Spec 02 section 4: 'Copied!' shows for two seconds. */
const COPIED_MS = 2000;

/**
 * Copies a post's shortcode: the server makes and stores it on the first copy and returns the same one after.
 * Failures (no clipboard permission, the post gone) are reported through `onError`.
 */
export function ShortcodeButton({ postId, title, onError }: { postId: string; title: string; onError: (message: string) => void }) {
  const [copy, { loading }] = useMutation(CopyPostShortcodeDocument);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const run = async () => {
    try {
      const { data } = await copy({ variables: { id: postId } });
      const shortcode = data?.copyPostShortcode.shortcode;
      if (!shortcode) throw new Error('The shortcode could not be made. Please try again.');
      await navigator.clipboard.writeText(shortcode);
      setCopied(true);
    } catch (err) {
      onError(errorMessage(err, 'The shortcode could not be copied. Please try again.'));
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void run()}
      disabled={loading}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      aria-label={copied ? undefined : 'Copy shortcode'}
      title={`Copy the shortcode of "${title}"`}
      color={copied ? 'success' : 'primary'}
      sx={{ whiteSpace: 'nowrap', minWidth: 96 }}
    >
      <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
    </Button>
  );
}
