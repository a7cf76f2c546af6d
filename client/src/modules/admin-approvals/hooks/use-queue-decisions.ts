import { useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import type { QueueNoticeState } from '../components/queue-parts';

/**
 * Approve and Reject on a queue: which row is being approved, the row whose reject dialog is open and
 * its error, and the notice announcing the result.
 */
export function useQueueDecisions<T extends { id: string }>() {
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [toReject, setToReject] = useState<T | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [notice, setNotice] = useState<QueueNoticeState | null>(null);

  const approve = async (item: T, run: () => Promise<unknown>, success: string) => {
    setApprovingId(item.id);
    try {
      await run();
      setNotice({ severity: 'success', text: success });
    } catch (err) {
      setNotice({ severity: 'error', text: errorMessage(err) });
    } finally {
      setApprovingId(null);
    }
  };

  /** Rejects the row in the dialog; a failure stays in the dialog. */
  const reject = async (run: (item: T) => Promise<unknown>, success: (item: T) => string) => {
    if (!toReject) return;
    setRejectError(null);
    try {
      await run(toReject);
      setNotice({ severity: 'success', text: success(toReject) });
      setToReject(null);
    } catch (err) {
      setRejectError(errorMessage(err));
    }
  };

  const askReject = (item: T) => {
    setRejectError(null);
    setToReject(item);
  };

  return {
    approvingId,
    toReject,
    rejectError,
    notice,
    approve,
    reject,
    askReject,
    closeReject: () => setToReject(null),
    clearNotice: () => setNotice(null),
  };
}
