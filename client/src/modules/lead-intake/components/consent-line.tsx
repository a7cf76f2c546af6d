import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { ConsentPath } from '../../../gql/graphql';
import { ConsentNoticeDocument } from '../graphql/consent-notice';

/** What a request sends about the consent line it showed (the server records its own text for the recipients). */
export interface ShownConsent {
  path: ConsentPath;
  noticeVersion: string;
}

/**
 * The consent line of a request path, naming each franchise it goes to and its franchisor company, as the server
 * renders it (issue 41). `consent` is what to send with the request: null until the line is on screen, so a request
 * cannot be sent without it.
 */
export function useConsentNotice(path: ConsentPath, franchiseIds: string[]) {
  const { data, loading, error } = useQuery(ConsentNoticeDocument, {
    variables: { input: { path, franchiseIds } },
    skip: franchiseIds.length === 0,
  });
  const notice = data?.consentNotice ?? null;
  const consent: ShownConsent | null = notice ? { path, noticeVersion: notice.noticeVersion } : null;
  return { text: notice?.text ?? null, consent, loading, error };
}

/** The consent line itself; while it loads, or if it cannot be read, it says so (and the request waits). */
export function ConsentLine({ text, loading, failed }: { text: string | null; loading: boolean; failed: boolean }) {
  return (
    <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} data-testid="consent-line" aria-live="polite">
      {text ??
        (loading
          ? 'Loading who your details will be sent to…'
          : failed
            ? 'Could not load who your details will be sent to. Please reload the page.'
            : '')}
    </Typography>
  );
}
