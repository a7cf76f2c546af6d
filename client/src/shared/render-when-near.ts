/**
 * Styles for repeated content below the fold (cards after the first row): the browser skips its style, layout and
 * paint until the visitor scrolls near it (`content-visibility: auto`), about half the first layout of the search
 * page. The content stays in the page for screen readers, find-in-page and search engines. `size` is the height
 * reserved meanwhile (the real one is remembered once seen); the clip margin keeps shadows and focus rings that
 * reach past the box visible. Not for the footer or whole page sections: accessibility checkers (axe, so Lighthouse)
 * cannot measure contrast and target sizes in skipped content and report them as failures.
 */
/** Cards from the fourth on are below the fold on most screens (one row on a desktop, about three on a phone). */
export const ABOVE_THE_FOLD = 3;

export function renderWhenNear(size: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${size}px`, overflowClipMargin: '16px' } as const;
}
