import { useSearchParams } from 'react-router-dom';
import { TextField } from './text-field';

/** One of a queue's views: its value in the address (?show=...) and its label in the Show menu. */
export interface QueueView {
  value: string;
  label: string;
}

/**
 * An admin queue's view and page in the address (?show=answered&page=2; the first view, the working queue, is the
 * address without ?show). Choosing a view goes back to its first page; a page change scrolls to the top.
 */
export function useQueueView<V extends QueueView>(views: readonly [V, ...V[]]) {
  const [params, setParams] = useSearchParams();
  const view = views.find((v) => v.value === params.get('show')) ?? views[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return {
    view,
    page,
    setView: (value: string) => update({ show: value === views[0].value ? null : value, page: null }),
    goTo: (p: number) => {
      update({ page: p > 1 ? String(p) : null });
      window.scrollTo({ top: 0 });
    },
  };
}

/** The queue's Show menu (a native select: it works at the first tap and with the keyboard as the platform's). */
export function QueueViewSelect({
  views,
  value,
  onChange,
  width,
}: {
  views: readonly QueueView[];
  value: string;
  onChange: (value: string) => void;
  width: number;
}) {
  return (
    <TextField select size="small" label="Show" value={value} onChange={(e) => onChange(e.target.value)} sx={{ width: { xs: '100%', sm: width } }}>
      {views.map((v) => (
        <option key={v.value} value={v.value}>
          {v.label}
        </option>
      ))}
    </TextField>
  );
}
