import { useSyncExternalStore } from 'react';
import { parseCookies } from '../../shared/cookies';
import { useServerRequest } from '../../ssr/server-context';

/**
 * The visitor's cookie choices, kept in an essential cookie so that a server-rendered page already
 * knows whether to ask (no banner appearing or vanishing after load). Essential cookies
 * are always on and not a choice. Anything that sets a non-essential cookie must check
 * `readCookieConsent()` (or `useCookieConsent()`) first and stay off until its category is allowed.
 */
export interface CookieChoices {
  analytics: boolean;
  functionality: boolean;
  marketing: boolean;
}

export interface CookieConsent extends CookieChoices {
  /** Bump when the categories change, so visitors are asked again. */
  version: number;
  savedAt: string;
}

export const COOKIE_CONSENT_KEY = 'fc_cookie_consent';
const ONE_YEAR_S = 365 * 24 * 3600;
const VERSION = 1;

export const ALL_ON: CookieChoices = { analytics: true, functionality: true, marketing: true };
export const ALL_OFF: CookieChoices = { analytics: false, functionality: false, marketing: false };

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: CookieConsent | null } = { raw: null, value: null };

function parse(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<CookieConsent>;
    if (v.version !== VERSION) return null;
    return {
      version: VERSION,
      savedAt: String(v.savedAt ?? ''),
      analytics: v.analytics === true,
      functionality: v.functionality === true,
      marketing: v.marketing === true,
    };
  } catch {
    return null;
  }
}

/** The saved choices, or null when the visitor has not chosen yet. */
export function readCookieConsent(): CookieConsent | null {
  // Cookies disabled: keep what was chosen in this page's life.
  const raw = parseCookies(document.cookie)[COOKIE_CONSENT_KEY] ?? (navigator.cookieEnabled ? null : cache.raw);
  if (raw !== cache.raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

export function saveCookieConsent(choices: CookieChoices): void {
  const raw = JSON.stringify({ ...choices, version: VERSION, savedAt: new Date().toISOString() });
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_KEY}=${encodeURIComponent(raw)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  cache = { raw, value: parse(raw) };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows when this one is looked at again.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

export function useCookieConsent(): CookieConsent | null {
  const server = useServerRequest();
  // On the server the request's cookie decides; hydration reads the same cookie from document.cookie.
  return useSyncExternalStore(subscribe, readCookieConsent, () => (server ? parse(server.cookies[COOKIE_CONSENT_KEY] ?? null) : readCookieConsent()));
}

// ---- The settings dialog can be opened from anywhere (the footer's 'Cookie settings'). ----

const dialogListeners = new Set<() => void>();
let dialogOpen = false;

function setDialogOpen(open: boolean) {
  dialogOpen = open;
  dialogListeners.forEach((l) => l());
}

export const openCookieSettings = () => setDialogOpen(true);
export const closeCookieSettings = () => setDialogOpen(false);

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      dialogListeners.add(l);
      return () => dialogListeners.delete(l);
    },
    () => dialogOpen,
    () => false,
  );
}
