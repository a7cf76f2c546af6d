import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteSelected, useBulkDelete } from '../../../shared/bulk-delete';
import { useRowSelection } from '../../../shared/bulk-select';
import { PagedList } from '../../../shared/paged-list';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { Notice } from '../../../shared/notice';
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

  const { data, loading, error, refetch } = useQuery(AdminFranchisorAccountsDocument, {
    variables: { filter: { search: search.trim() || null }, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteFranchisorAccountsDocument);
  const list = data?.adminFranchisorAccounts;

  const goTo = (next: number) => {
    const q = search.trim();
    setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });
    window.scrollTo({ top: 0 });
  };

  // A new search or page starts a new selection: only rows on screen can be selected.
  const selection = useRowSelection(list?.items.map((a) => a.id) ?? [], `${search}|${page}`);
  const bulkDelete = useBulkDelete({
    remove: async (ids) => (await remove({ variables: { input: { ids } } })).data?.deleteFranchisorAccounts.deletedIds.length,
    failure: 'The accounts could not be deleted. Please try again.',
    onDeleted: (deleted) => setNotice(`${deleted === 1 ? '1 account' : `${deleted} accounts`} deleted.`),
    selection,
    list: { rows: list?.items.length ?? 0, page, goTo, refetch },
  });
  const count = bulkDelete.ids.length;
  const names = list?.items.filter((a) => bulkDelete.ids.includes(a.id)).map(accountName) ?? [];

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
        <DeleteSelected
          bulk={bulkDelete}
          selected={[...selection.selected]}
          variant="contained"
          title={count === 1 ? 'Delete 1 account?' : `Delete ${count} accounts?`}
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
        </DeleteSelected>
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
        {list && <AccountsTable accounts={list.items} selection={selection} onHistory={setHistory} />}
      </PagedList>

      {history && <AccountHistoryDialog account={{ id: history.id, name: accountName(history) }} onClose={() => setHistory(null)} />}

      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
