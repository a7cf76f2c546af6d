import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A queue's page and search in the address (?page=2&q=...), the search applied 300 ms after typing stops. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams();
      if (draft.trim()) next.set('q', draft.trim());
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  return { page, search, draft, setDraft, goTo };
}
