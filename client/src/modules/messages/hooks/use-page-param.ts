import { useSearchParams } from 'react-router-dom';

/** The page number kept in the address (?page=2); page 1 leaves the address bare. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const showPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return { page, showPage };
}
