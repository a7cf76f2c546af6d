// React Router's DOM exports as the app uses them: every `import … from 'react-router-dom'` of the app resolves here
// (build/light-router-links.ts), and this module takes the rest from the package itself.
//
// Its Link and NavLink are React Router's own, without what only its data and framework routers use: prefetching a
// page's modules and data (PrefetchPageLinks and the route manifest behind it), masked URLs, pending and
// view-transition states. The app runs on the declarative router (shared/navigation.ts), where those are inert, yet
// the package's Link brought them into every public page's first load (about 2 KB of compressed script). What a
// link renders and does is the same: the same <a> (href, data-discover), in-app navigation on a plain left click
// unless a handler prevented it, absolute URLs to this origin opened in the app and others left to the browser, and
// NavLink's `active` class and aria-current.
import { createElement, forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';

export * from 'react-router-dom';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
const PROTOCOL_RELATIVE_URL = /^[\\/]{2}/;

function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/** React Router's reading of `to`: an absolute URL to this origin becomes its path; one elsewhere is external. */
function parseTo(to: LinkProps['to'], basename: string): { to: LinkProps['to']; absoluteURL?: string; isExternal: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, isExternal: false };
  if (typeof window === 'undefined' || typeof window.document?.createElement === 'undefined') {
    return { to, absoluteURL: to, isExternal: false };
  }
  try {
    const current = new URL(window.location.href);
    const target = PROTOCOL_RELATIVE_URL.test(to) ? new URL(current.protocol + to.replace(/\\/g, '/')) : new URL(to);
    const path = stripBasename(target.pathname, basename);
    if (target.origin === current.origin && path != null) return { to: path + target.search + target.hash, absoluteURL: to, isExternal: false };
    return { to, absoluteURL: to, isExternal: true };
  } catch {
    return { to, absoluteURL: to, isExternal: false };
  }
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function LinkWithRef(
  {
    onClick,
    discover = 'render',
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    mask: _mask,
    state,
    target,
    to: toProp,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    ...rest
  },
  ref,
) {
  const { basename, useTransitions } = useContext(NavigationContext) as { basename: string; useTransitions?: boolean };
  const parsed = parseTo(toProp, basename);
  const href = useHref(parsed.to, { relative });
  const navigate = useLinkClickHandler(parsed.to, {
    replace,
    state: state as unknown,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  });
  const inApp = !(parsed.isExternal || reloadDocument);
  return createElement('a', {
    ...rest,
    href: parsed.absoluteURL || href,
    onClick: inApp
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) navigate(event);
        }
      : onClick,
    ref,
    target,
    'data-discover': parsed.absoluteURL === undefined && discover === 'render' ? 'true' : undefined,
  });
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLinkWithRef(
  {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const { navigator } = useContext(NavigationContext) as { navigator: { encodeLocation?: (to: typeof path) => { pathname: string } } };
  let locationPathname = useLocation().pathname;
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname || (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  // No pending or transitioning state: only a data router has a navigation in flight to compare with.
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === 'function' ? classNameProp(renderProps) : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return createElement(
    Link,
    { ...rest, 'aria-current': isActive ? ariaCurrentProp : undefined, className, ref, style, to },
    typeof children === 'function' ? children(renderProps) : children,
  );
});
