import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { type Location, NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory, useLocation, useNavigationType } from 'react-router-dom';

// The app runs on React Router's declarative router over this browser history, not on its data router: the data
// router (loaders, actions, fetchers) would add about 16 KB of compressed JavaScript to every public page and the
// app uses none of it. What it did use is here: holding a navigation while a form has unsaved changes, and
// scrolling to the top of a new page.

type History = ReturnType<typeof createBrowserHistory>;
type To = Parameters<History['push']>[0];
type Target = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Decides whether leaving `currentLocation` for `nextLocation` must wait for the user. */
export type NavigationGuard = (args: { currentLocation: Target; nextLocation: Target }) => boolean;

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Target; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

let guard: NavigationGuard | null = null;
let blocker: Blocker = UNBLOCKED;
let preventScrollReset = false;
const subscribers = new Set<() => void>();

function setBlocker(next: Blocker) {
  blocker = next;
  subscribers.forEach((notify) => notify());
}

/**
 * The browser history the router runs on, with a guard: a push or replace the guard holds is kept until the
 * blocker proceeds; a back or forward the guard holds is undone at once (the browser has already moved) and
 * replayed on proceed.
 */
export function createAppHistory(): History {
  const history = createBrowserHistory({ v5Compat: true });
  let undoingPop = false;
  let replayingPop = false;
  // What the app shows: after a back or forward the browser's location has already moved on.
  let shown: Target = history.location;

  /** True when the guard holds the navigation to `next`; `retry` then runs if the user goes ahead. */
  const held = (next: Target, retry: () => void) => {
    if (!guard?.({ currentLocation: shown, nextLocation: next })) return false;
    setBlocker({
      state: 'blocked',
      location: next,
      proceed: () => {
        setBlocker(UNBLOCKED);
        retry();
      },
      reset: () => setBlocker(UNBLOCKED),
    });
    return true;
  };
  const navigate = (method: 'push' | 'replace') => (to: To, state?: unknown, options?: { preventScrollReset?: boolean }) => {
    const go = () => {
      preventScrollReset = !!options?.preventScrollReset;
      history[method](to, state);
    };
    if (!held(history.encodeLocation(to), go)) go();
  };

  return {
    ...history,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    push: navigate('push'),
    replace: navigate('replace'),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          preventScrollReset = false;
          if (undoingPop) {
            // The browser is back where the app still is: nothing to render.
            undoingPop = false;
            return;
          }
          const delta = update.delta;
          if (!replayingPop && delta && held(update.location, () => ((replayingPop = true), history.go(delta)))) {
            undoingPop = true;
            history.go(-delta);
            return;
          }
          replayingPop = false;
        }
        shown = update.location;
        listener(update);
      });
    },
  };
}

/** Holds navigation away while `shouldBlock` says so; the caller shows a dialog while the state is 'blocked'. */
export function useBlocker(shouldBlock: NavigationGuard): Blocker {
  const latest = useRef(shouldBlock);
  // Asked only on navigation, after a commit: the guard of the last render.
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    const own: NavigationGuard = (args) => latest.current(args);
    guard = own;
    return () => {
      if (guard === own) guard = null;
      setBlocker(UNBLOCKED);
    };
  }, []);
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => blocker,
    () => UNBLOCKED,
  );
}

/** A new page starts at its top (or at its #fragment); back and forward, and in-page filter changes, keep the scroll. */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    if (action === NavigationType.Pop || preventScrollReset) return;
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, action]);
  return null;
}
