import { useApolloClient, useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ViewerDocument } from '../modules/auth/graphql/viewer';
import { switchSession, useSignOut } from '../modules/auth/hooks/use-session';
import { useViewer } from '../modules/auth/hooks/use-viewer';
import { toUserType, type UserTypePath } from '../modules/auth/user-types';
import { CenteredSpinner } from './centered-spinner';

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
  // What the app believes now: App's session-expired handler writes null here when any request finds the session
  // gone, which may also cancel this check's own request in flight (the store is cleared).
  const believed = useQuery(ViewerDocument, { fetchPolicy: 'cache-only' }).data?.viewer;
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

  useEffect(() => {
    if (wasAllowed.current && believed === null) {
      wasAllowed.current = false;
      setExpired(true);
      setDecision('denied');
      return;
    }
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
    setDecision('allowed');
  }, [loading, error, viewer, believed, type, signOut, client]);

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
