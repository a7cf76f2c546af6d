import { useEffect, useState } from 'react';

/**
 * Checkbox selection of the rows on screen: a new page (or search; any change of `resetKey`) starts a new
 * selection. The set keeps the order rows were ticked in.
 */
export function useSelection(ids: string[], resetKey: unknown) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  useEffect(() => setSelected(new Set()), [resetKey]);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return {
    selected,
    all: ids.length > 0 && chosen === ids.length,
    some: chosen > 0 && chosen < ids.length,
    toggle: (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (checked: boolean) => setSelected(checked ? new Set(ids) : new Set()),
    clear: () => setSelected(new Set()),
  };
}
