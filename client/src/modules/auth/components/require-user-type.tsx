import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { onSessionExpiry, switchSession, useSignOut } from '../hooks/use-session';
import { useViewer } from '../hooks/use-viewer';
import { toUserType, type UserTypePath } from '../user-types';
import { CenteredSpinner } from '../../../shared/centered-spinner';

type Decision = 'checking' | 'allowed' | 'denied';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

/**
 * The access guard of spec 01 section 6: asks the server who is signed in (spinner meanwhile);
 * nobody → login; another user type, or an admin or franchisor not approved → signed out, then
 * login. Failures go to login and are only logged. The check runs again at every page change inside
 * the area, so a session ended elsewhere (signed out, expired, deleted) sends the person to the login
 * page on their next step, with everything cached for them dropped.
 */
export function RequireUserType({ type, children }: { type: UserTypePath; children: ReactNode }) {
  const { viewer, loading, error, refetch } = useViewer({ fresh: true });
  const client = useApolloClient();
  const signOut = useSignOut();
  const location = useLocation();
  const [decision, setDecision] = useState<Decision>('checking');
  const [expired, setExpired] = useState(false);
  const wasAllowed = useRef(false);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    refetch().catch(() => undefined);
  }, [location.pathname, refetch]);

  // Any request may find the session gone before this page change's re-check answers (the page's own query
  // often does). App's handler then clears the store, which cancels the re-check in flight (it fails, and a
  // failed re-check keeps the person here) and leaves the cached viewer unwatched, so the guard is told directly.
  useEffect(
    () =>
      onSessionExpiry(() => {
        if (!wasAllowed.current) return;
        wasAllowed.current = false;
        setExpired(true);
        setDecision('denied');
      }),
    [],
  );

  useEffect(() => {
    if (loading) return;
    if (error) {
      console.warn('Access check failed', error);
      // A failed re-check (e.g. the network dropped) leaves an admitted person where they are; the
      // page's own requests still meet the server's checks.
      if (!wasAllowed.current) setDecision('denied');
      return;
    }
    if (!viewer) {
      if (wasAllowed.current) {
        // The session ended while the page was open: forget the previous user's data.
        wasAllowed.current = false;
        setExpired(true);
        void switchSession(client, null).finally(() => setDecision('denied'));
        return;
      }
      setDecision('denied');
      return;
    }
    const wrongType = viewer.userType !== toUserType(type);
    const unapproved = type !== 'customer' && viewer.status !== 'APPROVED';
    if (wrongType || unapproved) {
      void signOut().finally(() => setDecision('denied'));
      return;
    }
    wasAllowed.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- decided by the session check, which signs a wrong user type out before redirecting
    setDecision('allowed');
  }, [loading, error, viewer, type, signOut, client]);

  if (decision === 'checking') return <CenteredSpinner label="Checking access" />;
  if (decision === 'denied') {
    return (
      <Navigate
        to={`/${type}/login`}
        replace
        state={{ from: `${location.pathname}${location.search}`, ...(expired ? { notice: SESSION_EXPIRED_NOTICE, noticeSeverity: 'warning' } : {}) }}
      />
    );
  }
  return <>{children}</>;
}
