import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useBlocker } from './navigation';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held (the caller shows a
 * dialog while `blocker.state` is 'blocked'), closing or reloading the tab gets the browser's prompt.
 * `allowLeaving` lets the form's own navigation after a save pass; once it has happened the guard is on again
 * (a form that stays mounted, e.g. a new post that becomes its edit page, keeps guarding).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    allowed.current = false;
  }, [key]);

  // useBlocker asks the guard of the last committed render, so it reads this render's `dirty`.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
