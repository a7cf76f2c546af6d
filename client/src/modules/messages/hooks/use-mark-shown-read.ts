import { useEffect, useRef, useState } from 'react';

/**
 * Marks the unread messages on screen as read (via `markRead`) and returns those ids: they keep their
 * New mark while the page is open, though the server now counts them read.
 */
export function useMarkShownRead(unreadIds: string[], markRead: (ids: string[]) => void): ReadonlySet<string> {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  // A new array every render: the joined ids say when there is really something new to mark.
  const unreadKey = unreadIds.join(',');
  const latest = useRef(markRead);
  useEffect(() => {
    latest.current = markRead;
  });
  // The ids shown unread are kept as they come (adjusted while rendering, see React's 'You might not need an effect').
  const [keptKey, setKeptKey] = useState('');
  if (unreadKey && unreadKey !== keptKey) {
    setKeptKey(unreadKey);
    setFresh((known) => new Set([...known, ...unreadKey.split(',')]));
  }
  useEffect(() => {
    if (!unreadKey) return;
    latest.current(unreadKey.split(','));
  }, [unreadKey]);
  return fresh;
}
