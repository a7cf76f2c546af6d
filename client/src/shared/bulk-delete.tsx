import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { errorMessage } from './errors';

export interface BulkDeleteOptions {
  /** Deletes the rows; resolves to how many were deleted (when the answer does not say: all of them). */
  remove: (ids: string[]) => Promise<number | null | undefined>;
  /** Shown in the dialog when the deletion fails without a message of its own. */
  failure: string;
  /** Once deleted: the notice. */
  onDeleted: (deleted: number) => void;
  /** Cleared once deleted. */
  selection: { clear: () => void };
  /** The list on screen: a page the deletion emptied steps back a page, otherwise the list is fetched again. */
  list: { rows: number; page: number; goTo: (page: number) => void; refetch: () => Promise<unknown> };
}

/** The state of a delete waiting for its confirmation: which rows, and the dialog's progress and error. */
export function useBulkDelete({ remove, failure, onDeleted, selection, list }: BulkDeleteOptions) {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog's text does not change while it fades out.
  const [ids, setIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      setBusy(true);
      const deleted = await remove(ids).finally(() => setBusy(false));
      const n = deleted ?? ids.length;
      setOpen(false);
      selection.clear();
      onDeleted(n);
      if (list.rows - n <= 0 && list.page > 1) list.goTo(list.page - 1);
      else await list.refetch();
    } catch (err) {
      setError(errorMessage(err, failure));
    }
  };

  return {
    open,
    ids,
    busy,
    error,
    /** Opens the confirmation for these rows. */
    ask: (chosen: string[]) => {
      setError(null);
      setIds(chosen);
      setOpen(true);
    },
    confirm,
    close: () => setOpen(false),
  };
}

export type BulkDelete = ReturnType<typeof useBulkDelete>;

export interface DeleteSelectedProps {
  bulk: BulkDelete;
  /** The ticked rows. */
  selected: string[];
  title: string;
  /** The question; it may name the rows (`bulk.ids`). */
  children: ReactNode;
  variant?: 'outlined' | 'contained';
}

/** 'Delete Selected (n)' and the confirmation it opens (the dialog shows above the page, wherever the button is). */
export function DeleteSelected({ bulk, selected, title, children, variant = 'outlined' }: DeleteSelectedProps) {
  return (
    <>
      <Button variant={variant} color="error" startIcon={<DeleteOutlineIcon />} disabled={selected.length === 0} onClick={() => bulk.ask(selected)}>
        Delete Selected ({selected.length})
      </Button>
      <ConfirmDialog
        open={bulk.open}
        title={title}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={bulk.busy}
        error={bulk.error}
        onConfirm={() => void bulk.confirm()}
        onClose={bulk.close}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
