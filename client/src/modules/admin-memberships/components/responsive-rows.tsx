import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ResponsiveRowsProps<T> {
  items: T[];
  /** Names the table, or the list of cards. */
  label: string;
  columns: string[];
  /** One table row's cells, on wider screens. */
  row: (item: T) => ReactNode;
  /** One card's body, on narrow screens. */
  card: (item: T) => ReactNode;
  cardName: (item: T) => string;
}

/** Items as a table on wide screens and as a list of cards on narrow ones (as the approval queues do). */
export function ResponsiveRows<T extends { id: string }>({ items, label, columns, row, card, cardName }: ResponsiveRowsProps<T>) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  if (narrow) {
    return (
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Card component="li" key={item.id} variant="outlined" aria-label={cardName(item)}>
            <CardContent sx={{ pb: '12px !important' }}>{card(item)}</CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover>
              {row(item)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
