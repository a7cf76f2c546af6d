import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

interface QueryStateProps<T> {
  /** What the query answered, or null/undefined while nothing has arrived. */
  data: T | null | undefined;
  /** Left out: the loader shows whenever nothing has arrived and no error came. */
  loading?: boolean;
  error: unknown;
  /** 'Try again' after a failed first load (usually the query's refetch). */
  onRetry?: () => void;
  /** The failed first load shown otherwise than by LoadError with onRetry. */
  renderError?: (error: unknown) => ReactNode;
  /** Shown while the first answer loads: a skeleton (SkeletonRows) or a spinner, labelled for screen readers. */
  loader: ReactNode;
  /** Shown when nothing arrived without an error, or when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The loaded answer. */
  children: (data: T) => ReactNode;
}

/**
 * The states of a query's part of a page: the error with 'Try again' when the first load failed, `loader` while it
 * loads, `empty` when it holds nothing, else the content. What loaded stays shown while it is refreshed or a
 * refresh fails. Renders on the server as in the browser.
 */
export function QueryState<T>({ data, loading = true, error, onRetry, renderError, loader, empty = null, isEmpty, children }: QueryStateProps<T>) {
  if (error && data == null) return renderError ? renderError(error) : <LoadError error={error} onRetry={onRetry ?? (() => undefined)} />;
  if (loading && data == null) return loader;
  if (data == null || isEmpty?.(data)) return empty;
  return children(data);
}

/** Placeholder rows while a list loads: one status for screen readers, "Loading …" (`label`). */
export function SkeletonRows({ label, count, height, spacing = 1 }: { label: string; count: number; height: number; spacing?: number }) {
  return (
    <Stack spacing={spacing} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
