import DataLoader from 'dataloader';

/** Loads rows by id in one query per request tick, answering in the order of the keys (null if missing). */
export function byIdLoader<T extends { id: string }>(load: (ids: readonly string[]) => Promise<T[]>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const rows = await load(ids);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}
