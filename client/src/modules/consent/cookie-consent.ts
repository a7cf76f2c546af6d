import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choices, kept in localStorage (itself essential storage). Essential cookies
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

export const COOKIE_CONSENT_KEY = 'fc.cookieConsent';
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
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    raw = cache.raw; // storage disabled: keep what was chosen in this page's life
  }
  if (raw !== cache.raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

export function saveCookieConsent(choices: CookieChoices): void {
  const raw = JSON.stringify({ ...choices, version: VERSION, savedAt: new Date().toISOString() });
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, raw);
  } catch {
    // Private mode or full storage: remember for this page only.
  }
  cache = { raw, value: parse(raw) };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, readCookieConsent, () => null);
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
