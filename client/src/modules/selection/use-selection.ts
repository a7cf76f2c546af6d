import { useCallback, useSyncExternalStore } from 'react';

/**
 * The franchises a visitor has ticked for an information request ("pending franchises"), kept in
 * localStorage so the selection survives page changes and reloads, and shared between tabs.
 * Only franchises with a franchisor can be ticked.
 */
export interface SelectedFranchise {
  id: string;
  franchisorId: string;
  /** For listing the selection without a round trip (e.g. in the request dialog). */
  name?: string;
}

const KEY = 'fc.pendingFranchises';
const listeners = new Set<() => void>();
// Nothing ticked is this one array, the server's snapshot too: hydrating a page with nothing ticked then
// re-renders no card (a new empty array would count as a change).
const NONE: SelectedFranchise[] = [];
let cache: { raw: string | null; items: SelectedFranchise[] } = { raw: null, items: NONE };

/** A stored entry with an id and a franchisor (its name, when there, is only shown). */
function isSelectedFranchise(v: unknown): v is SelectedFranchise {
  if (typeof v !== 'object' || v === null) return false;
  const { id, franchisorId } = v as Record<string, unknown>;
  return typeof id === 'string' && typeof franchisorId === 'string' && franchisorId.length > 0;
}

function parse(raw: string | null): SelectedFranchise[] {
  if (!raw) return NONE;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return (value as unknown[]).filter(isSelectedFranchise);
  } catch {
    return [];
  }
}

/** The current selection (stable array identity until it changes). */
export function readSelection(): SelectedFranchise[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw !== cache.raw) cache = { raw, items: parse(raw) };
  return cache.items;
}

function write(items: SelectedFranchise[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the selection lives only until the page is left.
    cache = { raw: JSON.stringify(items), items };
  }
  listeners.forEach((l) => l());
}

export function clearSelection(): void {
  write([]);
}

/**
 * Adds franchises to the selection (those already in it stay as they are): boxes ticked before the page
 * hydrated, or the franchises a request page was opened with. Writes nothing when all are in already.
 */
export function addToSelection(items: SelectedFranchise[]): void {
  const current = readSelection();
  const added = items.filter(
    (item, i) => item.franchisorId && !current.some((c) => c.id === item.id) && items.findIndex((o) => o.id === item.id) === i,
  );
  if (added.length > 0) write([...current, ...added]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noSelection = () => NONE;

export function useSelection() {
  // Nothing is ticked in a server render: hydration starts from that, then shows this browser's ticks.
  const items = useSyncExternalStore(subscribe, readSelection, noSelection);
  const isSelected = useCallback((id: string) => items.some((i) => i.id === id), [items]);
  const toggle = useCallback((item: SelectedFranchise) => {
    if (!item.franchisorId) return;
    const current = readSelection();
    write(current.some((i) => i.id === item.id) ? current.filter((i) => i.id !== item.id) : [...current, item]);
  }, []);
  const remove = useCallback((id: string) => write(readSelection().filter((i) => i.id !== id)), []);
  return { items, count: items.length, isSelected, toggle, remove, clear: clearSelection };
}
