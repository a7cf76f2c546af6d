import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Notice } from '../../../shared/notice';
import { QueryState } from '../../../shared/query-state';

/** What a listing without a franchisor shows in the Franchisor column. */
export const UNKNOWN_FRANCHISOR = 'Unknown Franchisor';

export function QueueSearch({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      type="search"
      sx={{ width: { xs: '100%', sm: 340 } }}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function QueueLoading({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-label={label}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

export function QueueEmpty({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

export function QueuePagination({ count, page, onChange }: { count: number; page: number; onChange: (p: number) => void }) {
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={count}
        page={Math.min(page, count)}
        onChange={(_e, next) => onChange(next)}
        color="primary"
        getItemAriaLabel={(type, p) => (type === 'page' ? `Page ${p}` : `Go to ${type} page`)}
      />
    </Box>
  );
}

export interface QueueNoticeState {
  severity: 'success' | 'error';
  text: string;
}

/** The result of an action, announced politely (success) or assertively (error). */
export function QueueNotice({ notice, onClose }: { notice: QueueNoticeState | null; onClose: () => void }) {
  return <Notice message={notice?.text ?? null} severity={notice?.severity} onClose={onClose} />;
}

/** A queue's h1, the live count under it, and its search box. */
export function QueueHeader({ title, summary, search }: { title: string; summary: string; search: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-end' } }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Typography color="text.secondary" aria-live="polite">
          {summary}
        </Typography>
      </Box>
      {search}
    </Box>
  );
}

export interface DecisionButtonsProps {
  /** Names the row in the buttons' accessible names ("Approve Acme"). */
  name: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Further buttons after Reject. */
  children?: ReactNode;
}

/** A row's Approve and Reject buttons. */
export function DecisionButtons({ name, busy, onApprove, onReject, children }: DecisionButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button variant="contained" color="success" size="small" disabled={busy} onClick={onApprove} aria-label={`Approve ${name}`}>
        {busy ? 'Approving...' : 'Approve'}
      </Button>
      <Button variant="outlined" color="error" size="small" disabled={busy} onClick={onReject} aria-label={`Reject ${name}`}>
        Reject
      </Button>
      {children}
    </Box>
  );
}

interface QueueList<T> {
  items: T[];
  pageCount: number;
}

export interface QueueResultsProps<T> {
  list: QueueList<T> | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** e.g. "pending accounts": names the list and its loading state. */
  noun: string;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  /** The body of one card, shown on narrow screens. */
  card: (item: T) => ReactNode;
  /** Names the card (its accessible name). */
  cardName: (item: T) => string;
  /** Column headings before Actions. */
  columns: string[];
  /** One table row, shown on wider screens. */
  row: (item: T) => ReactNode;
}

/**
 * A queue's results: error, loading, empty, or the items as cards (narrow screens) or a table,
 * then the pager.
 */
export function QueueResults<T extends { id: string }>(props: QueueResultsProps<T>) {
  const { list, loading, error, onRetry, noun, emptyText, page, onPage } = props;
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <QueryState
      data={list}
      loading={loading}
      error={error}
      onRetry={onRetry}
      loader={<QueueLoading label={`Loading ${noun}`} />}
      isEmpty={(l) => l.items.length === 0}
      empty={<QueueEmpty text={emptyText} />}
    >
      {(list) => (
        <>
          {narrow ? (
            <Stack component="ul" spacing={1.5} aria-label={label} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {list.items.map((item) => (
                <Card component="li" key={item.id} variant="outlined" aria-label={props.cardName(item)}>
                  <CardContent sx={{ pb: '12px !important' }}>{props.card(item)}</CardContent>
                </Card>
              ))}
            </Stack>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={label}>
                <TableHead>
                  <TableRow>
                    {props.columns.map((c) => (
                      <TableCell key={c}>{c}</TableCell>
                    ))}
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.items.map((item) => (
                    <TableRow key={item.id} hover>
                      {props.row(item)}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <QueuePagination count={list.pageCount} page={page} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
