import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import type { TerritoryState } from '../../../gql/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { MyFranchiseTerritoriesDocument } from '../graphql/my-franchise-territories';
import { AddFranchiseTerritoriesDocument } from '../graphql/territory-mutations';
import { TERRITORY_STATES } from '../territory-states';

/** Districts typed in one go, all in one state; the server reads and checks them (postcode-district.ts). */
export function AddTerritoriesForm({ franchiseId, onAdded }: { franchiseId: string; onAdded: (count: number) => void }) {
  const [districts, setDistricts] = useState('');
  const [state, setState] = useState<TerritoryState>('AVAILABLE');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [add, adding] = useMutation(AddFranchiseTerritoriesDocument, { refetchQueries: [MyFranchiseTerritoriesDocument], awaitRefetchQueries: true });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFormError(null);
    if (!districts.trim()) {
      setError('Please enter at least one postcode district');
      return;
    }
    try {
      const { data } = await add({ variables: { input: { franchiseId, districts, state } } });
      if (!data) return;
      setDistricts('');
      onAdded(data.addFranchiseTerritories);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.districts) setError(fields.districts);
      else setFormError(errorMessage(err));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Add territories" sx={{ display: 'grid', gap: 2 }}>
      <FormError message={formError} />
      <TextField
        label="Postcode districts"
        required
        multiline
        minRows={2}
        value={districts}
        onChange={(e) => setDistricts(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Separate them with commas or spaces, e.g. LS1, LS6, M14. A district already listed takes the new state.'}
        disabled={adding.loading}
        slotProps={{ htmlInput: { maxLength: 20000, spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          label="State"
          value={state}
          onChange={(e) => setState(e.target.value as TerritoryState)}
          disabled={adding.loading}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TERRITORY_STATES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={adding.loading} sx={{ mt: 1 }}>
          {adding.loading ? 'Adding...' : 'Add districts'}
        </Button>
      </Box>
    </Box>
  );
}
