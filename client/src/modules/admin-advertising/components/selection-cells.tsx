import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { useSelection } from '../hooks/use-selection';

type Selection = ReturnType<typeof useSelection>;

/** The header cell that selects every row on the page. */
export function SelectAllCell({ selection, label }: { selection: Selection; label: string }) {
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
export function SelectCell({ selection, id, label }: { selection: Selection; id: string; label: string }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox checked={selection.selected.has(id)} onChange={() => selection.toggle(id)} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}
