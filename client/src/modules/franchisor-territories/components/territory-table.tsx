import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { MyFranchiseTerritoriesQuery, TerritoryState } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { MyFranchiseTerritoriesDocument } from '../graphql/my-franchise-territories';
import { RemoveFranchiseTerritoryDocument, SetFranchiseTerritoryStateDocument } from '../graphql/territory-mutations';
import { TERRITORY_STATES } from '../territory-states';

type Territory = MyFranchiseTerritoriesQuery['myFranchiseTerritories']['items'][number];

/** The listing's districts: the state changes at once from its select; removing one asks first. */
export function TerritoryTable({ items, onNotice }: { items: Territory[]; onNotice: (message: string, severity?: 'success' | 'error') => void }) {
  const [removing, setRemoving] = useState<Territory | null>(null);
  const [setState] = useMutation(SetFranchiseTerritoryStateDocument, { refetchQueries: [MyFranchiseTerritoriesDocument] });
  const [remove, removal] = useMutation(RemoveFranchiseTerritoryDocument, {
    refetchQueries: [MyFranchiseTerritoriesDocument],
    awaitRefetchQueries: true,
  });

  const change = async (t: Territory, state: TerritoryState) => {
    try {
      await setState({ variables: { id: t.id, state } });
      onNotice(`${t.district} is now ${TERRITORY_STATES.find((s) => s.value === state)!.label.toLowerCase()}.`);
    } catch (err) {
      onNotice(errorMessage(err), 'error');
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { id: removing.id } });
      onNotice(`${removing.district} removed.`);
      setRemoving(null);
    } catch (err) {
      onNotice(errorMessage(err), 'error');
      setRemoving(null);
    }
  };

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Territories">
          <TableHead>
            <TableRow>
              <TableCell>District</TableCell>
              <TableCell>Post town</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Remove
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((t) => (
              <TableRow key={t.id}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t.district}
                </TableCell>
                <TableCell>{t.postTown}</TableCell>
                <TableCell>
                  <NativeSelect
                    input={<OutlinedInput size="small" />}
                    value={t.state}
                    onChange={(e) => void change(t, e.target.value as TerritoryState)}
                    inputProps={{ 'aria-label': `State of ${t.district}` }}
                  >
                    {TERRITORY_STATES.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.label}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
                <TableCell align="right">
                  <Tooltip title="Remove">
                    <IconButton aria-label={`Remove ${t.district}`} onClick={() => setRemoving(t)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.district ?? ''}?`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removal.loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        Visitors will no longer see {removing?.district} among this listing&apos;s territories. You can add it again later.
      </ConfirmDialog>
    </>
  );
}
