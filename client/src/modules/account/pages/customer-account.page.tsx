import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../auth/components/password-field';
import { SignOutButton } from '../../auth/components/sign-out-button';
import { clearSelection } from '../../selection/use-selection';
import { switchSession } from '../../auth/hooks/use-session';
import { useViewer } from '../../auth/hooks/use-viewer';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { DeleteMyAccountDocument } from '../graphql/delete-my-account';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [deleteAccount, { loading }] = useMutation(DeleteMyAccountDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    try {
      await deleteAccount({ variables: { input: { password } } });
      // The ticked franchises belonged to the account too.
      clearSelection();
      await switchSession(client, null);
      void navigate('/customer/login', { replace: true, state: { notice: ACCOUNT_DELETED } });
    } catch (err) {
      setError(fieldErrors(err).password ?? errorMessage(err));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => (setPassword(''), setError(undefined)) } }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>This cannot be undone. Enter your password to confirm.</DialogContentText>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            autoFocus
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={loading}>
            {loading ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /customer/account: the customer's details, a download of their data and account deletion. */
export function CustomerAccountPage() {
  useDocumentMeta('My Account');
  const { viewer } = useViewer();
  const [confirming, setConfirming] = useState(false);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4">
          Account
        </Typography>
        <SignOutButton variant="outlined" />
      </Box>

      <Section title="Your details">
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, rowGap: 0.5, columnGap: 2 }}>
          <Typography component="dt" color="text.secondary">
            Name
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {viewer?.fullName}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {viewer?.email}
          </Typography>
        </Box>
      </Section>

      <Section title="Download your data">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          A copy of everything we hold about you: your details, your franchise requests and your messages, as a JSON file. Attachments are listed with
          their download links.
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} href="/account/export" download>
          Download my data
        </Button>
      </Section>

      <Section title="Delete your account">
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Deleting your account signs you out everywhere and removes your details for good.
        </Typography>
        <Box component="ul" sx={{ color: 'text.secondary', mt: 0, mb: 2, pl: 3 }}>
          <li>Franchisors keep a record that a request was made, without your name, email, phone, location or message.</li>
          <li>Messages you exchanged stay with the other person, shown as from an unknown sender.</li>
        </Box>
        <Alert severity="warning" sx={{ mb: 2 }}>
          You may want to download your data first: this cannot be undone.
        </Alert>
        <Button variant="contained" color="error" startIcon={<DeleteForeverOutlinedIcon />} onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </Section>

      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </Box>
  );
}
