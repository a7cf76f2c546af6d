import { useEffect, useRef } from 'react';

/** Runs `callback` when `count` (e.g. a badge kept live over the websocket) goes up. */
export function useOnCountRise(count: number | undefined, callback: () => void): void {
  const previous = useRef(count);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) latest.current();
    previous.current = count;
  }, [count]);
}
