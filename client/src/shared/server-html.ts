import type { FormEvent, MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/**
 * Helpers for sanitised HTML from the server (blog posts, category articles) inserted with
 * dangerouslySetInnerHTML.
 */

/** The blog-post card a `[blog-post id="…"]` shortcode becomes (server/src/modules/blog/shortcodes.ts). */
export const postCardSx = {
  '& .post-card': { my: 3 },
  '& .post-card__link': {
    display: 'flex',
    gap: 2,
    alignItems: 'stretch',
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: 'background.paper',
    color: 'text.primary',
    textDecoration: 'none',
    transition: 'box-shadow 120ms',
    '&:hover, &:focus-visible': { boxShadow: 3 },
    '&:hover .post-card__title': { textDecoration: 'underline' },
  },
  '& img.post-card__image': { width: { xs: 96, sm: 160 }, minHeight: 96, objectFit: 'cover', m: 0, borderRadius: 0, flexShrink: 0 },
  '& .post-card__body': { display: 'flex', flexDirection: 'column', gap: 0.5, p: 2, minWidth: 0 },
  '& .post-card__label': { fontSize: 12, fontWeight: 700, letterSpacing: 0.5, textTransform: 'uppercase', color: 'secondary.dark' },
  '& .post-card__title': { fontSize: 18, lineHeight: 1.35, color: 'primary.main' },
  '& .post-card__excerpt': { fontSize: 15, lineHeight: 1.5, color: 'text.secondary' },
} as const;

/**
 * Clicks on same-site links inside server HTML go through the router (no full page load); other links,
 * new-tab clicks and modified clicks behave as the browser does.
 */
export function followInAppLinks(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || !anchor.href) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * A same-site GET form inside server markup that the app did not render (ssr/static-html.tsx) opens its page
 * through the router, as a link there does: the address its fields make, empty fields left out as the app's own
 * forms leave them. POST forms and other sites' forms are sent as the browser sends them.
 */
export function followInAppForms(navigate: NavigateFunction) {
  return (event: FormEvent<HTMLElement>) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || form.method !== 'get' || form.target) return;
    const url = new URL(form.action);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
    const query = params.toString();
    void navigate(url.pathname + (query ? `?${query}` : ''));
  };
}
