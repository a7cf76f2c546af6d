import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ReactNode, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Checkbox selection of the rows on screen: a new page (or search; any change of `resetKey`) starts a new
 * selection. The set keeps the order rows were ticked in.
 */
export function useRowSelection(ids: string[], resetKey: unknown) {
  // The selection remembers the key it was made under: under another key it reads as empty.
  const [state, setState] = useState<{ key: unknown; ids: ReadonlySet<string> }>(() => ({ key: resetKey, ids: new Set() }));
  const selected = Object.is(state.key, resetKey) ? state.ids : NONE;
  const setSelected = (next: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setState((s) => ({ key: resetKey, ids: next(Object.is(s.key, resetKey) ? s.ids : NONE) }));
  const chosen = ids.filter((id) => selected.has(id)).length;
  return {
    selected,
    all: ids.length > 0 && chosen === ids.length,
    some: chosen > 0 && chosen < ids.length,
    toggle: (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (checked: boolean) => setSelected(() => (checked ? new Set(ids) : new Set())),
    clear: () => setSelected(() => new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

/** The header cell that selects every row on the page. */
export function SelectAllCell({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selection.all}
        indeterminate={selection.some}
        onChange={(e) => selection.toggleAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

/** A row's own checkbox. */
export function SelectCell({ selection, id, label }: { selection: RowSelection; id: string; label: string }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox checked={selection.selected.has(id)} onChange={() => selection.toggle(id)} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}

/** 'Select all on this page' above a list of cards (the phone layout of a bulk-select table). */
export function SelectAllOnPage({ selection, label }: { selection: RowSelection; label?: string }) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={selection.all}
          indeterminate={selection.some}
          onChange={(e) => selection.toggleAll(e.target.checked)}
          slotProps={label ? { input: { 'aria-label': label } } : undefined}
        />
      }
      label="Select all on this page"
      sx={{ mb: 1 }}
    />
  );
}

export interface BulkSelectTableProps<Row extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  rows: Row[];
  selection: RowSelection;
  /** The select-all checkbox's name, e.g. 'Select all banner ads on this page'. */
  selectAllLabel: string;
  /** A row checkbox's name. */
  selectLabel: (row: Row) => string;
  /** The header cells after the checkbox. */
  head: ReactNode;
  /** A row's cells after its checkbox. */
  cells: (row: Row) => ReactNode;
  /** A table wider than the screen scrolls inside a region that the keyboard can reach, named '{label} list'. */
  minWidth?: number;
  size?: 'small' | 'medium';
}

/** A table whose rows are ticked for a bulk action (Delete Selected and the like): a checkbox per row and one for the page. */
export function BulkSelectTable<Row extends { id: string }>({
  label,
  rows,
  selection,
  selectAllLabel,
  selectLabel,
  head,
  cells,
  minWidth,
  size,
}: BulkSelectTableProps<Row>) {
  const region = minWidth ? { tabIndex: 0, role: 'region', 'aria-label': `${label} list` } : {};
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }} {...region}>
      <Table aria-label={label} size={size} sx={minWidth ? { minWidth } : undefined}>
        <TableHead>
          <TableRow>
            <SelectAllCell selection={selection} label={selectAllLabel} />
            {head}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selection.selected.has(row.id)}>
              <SelectCell selection={selection} id={row.id} label={selectLabel(row)} />
              {cells(row)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
