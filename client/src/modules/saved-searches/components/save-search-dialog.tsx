import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FranchiseSearchInput, SearchAlert } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { ALERT_OPTIONS } from '../alert-options';
import { MySavedSearchesDocument } from '../graphql/my-saved-searches';
import { SaveSearchDocument } from '../graphql/save-search';

const NAME_MAX = 100;

/** Names the search in force and picks its alert; then says where saved searches live. */
export function SaveSearchDialog({
  open,
  onClose,
  filters,
  suggestedName,
}: {
  open: boolean;
  onClose: () => void;
  filters: FranchiseSearchInput;
  suggestedName: string;
}) {
  const [name, setName] = useState(suggestedName.slice(0, NAME_MAX));
  const [alert, setAlert] = useState<SearchAlert>('WEEKLY');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveSearchDocument, { refetchQueries: [MySavedSearchesDocument] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!name.trim()) {
      setNameError('Name is required');
      return;
    }
    try {
      const { data } = await save({ variables: { input: { name: name.trim(), filters, alert } } });
      setSaved(data!.saveSearch.name);
    } catch (err) {
      setFormError(errorMessage(err, 'Saving the search failed. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="save-search-title">
      <DialogTitle id="save-search-title">{saved ? 'Search saved' : 'Save this search'}</DialogTitle>
      {saved ? (
        <>
          <DialogContent>
            <Typography>
              “{saved}” is in your Saved Searches
              {alert === 'NONE' ? '.' : `, and we will email you new matches ${alert === 'DAILY' ? 'daily' : 'weekly'}.`}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button component={RouterLink} to="/customer/saved-searches">
              View saved searches
            </Button>
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent>
            <Stack spacing={3}>
              {formError && <Alert severity="error">{formError}</Alert>}
              <TextField
                label="Name"
                required
                autoFocus
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(null);
                }}
                error={Boolean(nameError)}
                helperText={nameError ?? `${name.length}/${NAME_MAX}`}
                slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
              />
              <FormControl>
                <FormLabel id="save-search-alert">Email alerts</FormLabel>
                <RadioGroup aria-labelledby="save-search-alert" value={alert} onChange={(e) => setAlert(e.target.value as SearchAlert)}>
                  {ALERT_OPTIONS.map((o) => (
                    <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
                  ))}
                </RadioGroup>
              </FormControl>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={loading}>
              {loading ? 'Saving…' : 'Save search'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
