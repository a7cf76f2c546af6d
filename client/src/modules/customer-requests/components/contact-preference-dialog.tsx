import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import type { ContactPreference } from '../../lead-intake/contact-preference';
import { SetFranchiseRequestContactPreferenceDocument } from '../graphql/set-franchise-request-contact-preference';
import { ContactPreferenceFields } from '../../lead-intake/components/contact-preference-fields';

export interface ContactPreferenceDialogProps {
  requestId: string;
  franchiseName: string;
  /** What the request says now. */
  current: ContactPreference;
  onClose: () => void;
  onSaved: (saved: ContactPreference) => void;
}

/** My Franchises: how and when the customer wants the franchisor of one request to contact them. Mounted while open. */
export function ContactPreferenceDialog({ requestId, franchiseName, current, onClose, onSaved }: ContactPreferenceDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [value, setValue] = useState<ContactPreference>(current);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetFranchiseRequestContactPreferenceDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    try {
      await save({ variables: { input: { requestId, ...value } } });
      onSaved(value);
    } catch (err) {
      setFormError(errorMessage(err, 'Your contact preference could not be saved. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Contact preference</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">
              {franchiseName
                ? `How and when ${franchiseName} should contact you about your request.`
                : 'How and when the franchisor should contact you.'}
            </Typography>
            <FormError message={formError} />
            <ContactPreferenceFields value={value} onChange={setValue} disabled={loading} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
