import { expect, type Page } from '@playwright/test';
import { violations } from './axe';

/** The widths every screen is checked at: desktop and phone. */
export const WIDTHS = [1280, 390] as const;

/**
 * WCAG 2.2 target size, minimum (2.5.8), over every interactive element on the page as it is now: each visible
 * target is at least 24 by 24 CSS pixels, or is an undersized target whose 24 px circle (centred on its box) meets
 * no other target and no other undersized target's circle. Links inside a sentence are exempt (the rule's inline
 * exception). Returns one line per failing target.
 */
export function targetSizeFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[role="slider"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`;
    };
    const shown = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert]') && el.getAttribute('tabindex') !== '0') return false;
      if ((el as HTMLInputElement).disabled) return false;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none') return false;
      const r = el.getBoundingClientRect();
      // Visually hidden until focused (the skip link), or collapsed away: not a target on screen.
      return r.width > 1 && r.height > 1;
    };
    /** A link or button in a line of text: its size is set by the line-height of the text around it. */
    const inline = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (el.textContent ?? '').trim();
      const around = (block?.textContent ?? '').replace(own, '').trim();
      return around.length > 0;
    };
    const all = Array.from(document.querySelectorAll(SELECTOR)).filter(shown);
    // A target inside another (MUI's hidden native input inside its checkbox) is one target: keep the outermost.
    const targets = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
    const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const undersized = boxes.filter(({ el, r }) => (r.width < 23.5 || r.height < 23.5) && !inline(el));
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    /** Distance from a point to the nearest point of a box. */
    const distance = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const failures: string[] = [];
    for (const u of undersized) {
      const c = centre(u.r);
      const crowded = boxes.find(
        (o) => o.el !== u.el && (distance(c, o.r) < 12 || (undersized.includes(o) && Math.hypot(centre(o.r).x - c.x, centre(o.r).y - c.y) < 24)),
      );
      if (crowded) {
        failures.push(`${describe(u.el)} is ${Math.round(u.r.width)}x${Math.round(u.r.height)} px, too close to ${describe(crowded.el)}`);
      }
    }
    return failures;
  });
}

/**
 * WCAG 2.2 focus not obscured, minimum (2.4.11): every element reached by Tab, forwards and then backwards (each
 * scrolls the page its own way), is at least partly visible when focused, not hidden under the sticky header, the
 * cookie question or anything else fixed or sticky. Focus is moved the way Tab moves it (in tab order, scrolled into
 * view by the browser), inside the page, so the whole walk is one round trip. Returns one line per hidden element.
 */
export function focusObscuredFailures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [contenteditable="true"], [tabindex]';
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"`;
    };
    const candidates = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
      if (el.tabIndex < 0 || (el as HTMLInputElement).disabled || el.closest('[inert]')) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility === 'visible';
    });
    // Tab order: positive tabindex first (in order), then the document's order.
    const positive = candidates.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
    const order = [...positive, ...candidates.filter((el) => el.tabIndex === 0)];
    /** The fixed or sticky box (header, banner, bar) that `el` is in, if any. */
    const pinned = (el: Element | null): Element | null => {
      for (let e = el; e; e = e.parentElement) {
        const p = getComputedStyle(e).position;
        if (p === 'fixed' || p === 'sticky') return e;
      }
      return null;
    };
    const hidden = new Map<Element, string>();
    const check = (el: HTMLElement) => {
      el.focus();
      if (document.activeElement !== el) return;
      const r = el.getBoundingClientRect();
      const left = Math.max(r.left, 0);
      const right = Math.min(r.right, window.innerWidth);
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, window.innerHeight);
      if (right <= left || bottom <= top) {
        hidden.set(el, 'off screen');
        return;
      }
      let cover: Element | null = null;
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          // Seen at this point: the element itself, something inside it, or something it is inside (its label).
          if (!hit || el.contains(hit) || hit.contains(el)) return;
          const box = pinned(hit);
          // Covered by content in the flow (a hit-test quirk, an overlapping card): not what the rule is about.
          if (!box || box.contains(el)) return;
          cover = box;
        }
      }
      if (cover) hidden.set(el, `hidden under ${describe(cover).slice(0, 60)}`);
    };
    for (const el of order) check(el);
    for (const el of [...order].reverse()) check(el);
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return [...hidden].map(([el, why]) => `${describe(el)} ${why}`);
  });
}

/** Waits until the page has loaded its data: its main heading is shown and no loading indicator is left. */
export async function waitForScreen(page: Page) {
  // A portal's first screen loads the portal's code too: on a busy two-core machine that can take over 10 s.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Every WCAG 2.2 A/AA check on the screen as it is now at `width`: axe, target size and focus not obscured. */
export async function screenFailures(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  await settled(page);
  return [
    ...(await violations(page)).map((v) => `axe ${v}`),
    ...(await targetSizeFailures(page)).map((v) => `target size (2.5.8): ${v}`),
    ...(await focusObscuredFailures(page)).map((v) => `focus not obscured (2.4.11): ${v}`),
  ];
}

/**
 * Opens each path in turn in one page and checks it at both widths; returns every failure, grouped by path and width,
 * so one test can walk a whole role's screens and say everything that is wrong at once.
 */
export async function walkScreens(page: Page, paths: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    try {
      await page.goto(path);
      await waitForScreen(page);
    } catch (err) {
      failures.push(`${path}: did not load: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    for (const width of WIDTHS) {
      for (const f of await screenFailures(page, width)) failures.push(`${path} at ${width}px: ${f}`);
    }
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  return failures;
}
