import { useEffect, useState } from 'react';

/** A temporary URL showing a chosen file (a preview), released when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // Made in the effect so that its cleanup revokes the same URL (StrictMode runs effects twice; a URL made while
    // rendering would be revoked and never made again).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return file ? url : null;
}
