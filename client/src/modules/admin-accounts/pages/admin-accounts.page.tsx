import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { PagedList } from '../../../shared/paged-list';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { AccountHistoryDialog } from '../components/account-history-dialog';
import { type AccountRow, AccountsTable, accountName } from '../components/accounts-table';
import { AdminFranchisorAccountsDocument } from '../graphql/admin-franchisor-accounts';
import { DeleteFranchisorAccountsDocument } from '../graphql/delete-franchisor-accounts';

const PAGE_SIZE = 20;
const EMPTY_TEXT = 'No franchisor accounts found';
const SEARCH_MAX = 200;

const accounts = (n: number) => (n === 1 ? '1 account' : `${n.toLocaleString('en-GB')} accounts`);

/** /admin/accounts: every franchisor account, searchable and paged on the server, with bulk delete. */
export function AdminAccountsPage() {
  useDocumentMeta('Franchisor Accounts');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed, 350);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [history, setHistory] = useState<AccountRow | null>(null);

  // The search box writes the URL (so a search can be linked and survives a reload) once typing pauses.
  // Only a change of what was typed writes it; going back in history to another search does not undo that.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    const q = settled.trim();
    if (q !== search.trim()) setParams(q ? { q } : {}, { replace: true });
  }, [settled, search, setParams]);

  // A new search or page starts a new selection: only rows on screen can be selected.
  useEffect(() => setSelected(new Set()), [search, page]);

  const { data, loading, error, refetch } = useQuery(AdminFranchisorAccountsDocument, {
    variables: { filter: { search: search.trim() || null }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: deleting }] = useMutation(DeleteFranchisorAccountsDocument);
  const list = data?.adminFranchisorAccounts;

  const goTo = (next: number) => {
    const q = search.trim();
    setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    window.scrollTo({ top: 0 });
  };

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(list?.items.map((a) => a.id)) : new Set());

  const count = selected.size;
  const names = list?.items.filter((a) => selected.has(a.id)).map(accountName) ?? [];

  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      const { data: result } = await remove({ variables: { input: { ids: [...selected] } } });
      const deleted = result?.deleteFranchisorAccounts.deletedIds.length ?? count;
      setConfirming(false);
      setSelected(new Set());
      setNotice(`${deleted === 1 ? '1 account' : `${deleted} accounts`} deleted.`);
      // The page may now be past the end: go back a page when this one emptied.
      const left = (list?.items.length ?? 0) - deleted;
      if (left <= 0 && page > 1) goTo(page - 1);
      else await refetch();
    } catch (err) {
      setDeleteError(errorMessage(err, 'The accounts could not be deleted. Please try again.'));
    }
  };

  return (
    <Box sx={{ maxWidth: 1300 }}>
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4">
            Franchisor Accounts
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {list ? accounts(list.total) : 'Every franchisor account, whatever its status.'}
          </Typography>
        </Box>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={count === 0}
          onClick={() => {
            setDeleteError(null);
            setConfirming(true);
          }}
        >
          Delete Selected ({count})
        </Button>
      </Box>

      <TextField
        type="search"
        label="Search accounts"
        placeholder="Company, contact name or email"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 2, maxWidth: { sm: 420 } }}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="accounts"
        emptyText={EMPTY_TEXT}
        page={page}
        onPage={goTo}
      >
        {list && <AccountsTable accounts={list.items} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onHistory={setHistory} />}
      </PagedList>

      <ConfirmDialog
        open={confirming}
        title={count === 1 ? 'Delete 1 account?' : `Delete ${count} accounts?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      >
        <Typography sx={{ mb: 1 }}>
          Are you sure you want to delete {count === 1 ? 'this franchisor account' : `these ${count} franchisor accounts`}? Their franchises are
          deleted too, and they are signed out at once. This cannot be undone.
        </Typography>
        {names.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {names.slice(0, 5).map((n, i) => (
              <li key={`${n}-${i}`}>{n}</li>
            ))}
            {names.length > 5 && <li>and {names.length - 5} more</li>}
          </Box>
        )}
      </ConfirmDialog>

      {history && <AccountHistoryDialog account={{ id: history.id, name: accountName(history) }} onClose={() => setHistory(null)} />}

      <Snackbar
        open={Boolean(notice)}
        autoHideDuration={5000}
        onClose={(_e, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
            {notice}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
