import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';

/** The token just created, shown this once: the server keeps only its hash. */
export function NewToken({ token, name, onDone }: { token: string; name: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert severity="success" role="region" aria-label="Your new API token" sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}>
      <AlertTitle>Token “{name}” created</AlertTitle>
      Copy it now and keep it safe: it will not be shown again. Anyone with it can use your company&apos;s data within its scopes.
      <Box
        component="code"
        aria-label="API token"
        data-testid="new-api-token"
        sx={{ display: 'block', my: 1.5, p: 1, bgcolor: 'background.paper', borderRadius: 1, wordBreak: 'break-all', fontSize: '0.9rem' }}
      >
        {token}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy token
        </Button>
        <Button size="small" onClick={onDone}>
          I have copied it
        </Button>
        <Box component="span" role="status" sx={{ fontSize: '0.875rem' }}>
          {copied === true ? 'Copied.' : copied === false ? 'Could not copy: select the token and copy it.' : ''}
        </Box>
      </Box>
    </Alert>
  );
}
