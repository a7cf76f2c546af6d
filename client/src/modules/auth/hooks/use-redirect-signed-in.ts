import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toUserType, type UserTypePath } from '../user-types';
import { useSignOut } from './use-session';
import { useViewer } from './use-viewer';

/**
 * On a login or sign-up page: a signed-in user of this type goes to their dashboard; a signed-in
 * user of another type is signed out and sees the page. True while that is being worked out.
 * `active` false: the page is signing someone in itself and goes on by itself (with what it carries).
 */
export function useRedirectSignedIn(type: UserTypePath, active = true): boolean {
  const { viewer, loading } = useViewer({ fresh: true });
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [settling, setSettling] = useState(true);

  useEffect(() => {
    if (loading || !active) return;
    if (!viewer) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- settled by the session check, which signs another user type out first
      setSettling(false);
      return;
    }
    const sameType = viewer.userType === toUserType(type);
    const approved = type === 'customer' || viewer.status === 'APPROVED';
    if (sameType && approved) {
      void navigate(`/${type}/dashboard`, { replace: true });
      return;
    }
    void signOut().finally(() => setSettling(false));
  }, [loading, active, viewer, type, navigate, signOut]);

  return settling;
}
