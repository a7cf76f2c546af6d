import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ApiTokenRow_TokenFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { formatDate, formatDateTime } from '../../../shared/format';
import { scopeName } from '../api-token-rules';
import { ApiTokensDocument } from '../graphql/api-tokens';
import { RevokeApiTokenDocument } from '../graphql/revoke-api-token';

/** The company's active tokens, each with its scopes, creator, creation and last use, and Revoke (asked first). */
export function TokenList({ tokens: rows, onRevoked }: { tokens: ApiTokenRow_TokenFragment[]; onRevoked: (name: string) => void }) {
  const [revoking, setRevoking] = useState<ApiTokenRow_TokenFragment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoke, revoked] = useMutation(RevokeApiTokenDocument, { refetchQueries: [ApiTokensDocument], awaitRefetchQueries: true });

  const onConfirm = async () => {
    if (!revoking) return;
    setError(null);
    try {
      await revoke({ variables: { id: revoking.id } });
      onRevoked(revoking.name);
      setRevoking(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <Box component="ul" aria-label="API tokens" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((t) => (
          <Paper
            component="li"
            key={t.id}
            variant="outlined"
            aria-label={t.name}
            sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                <Box component="code">{t.hint}…</Box>
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }} aria-label="Scopes">
                {t.scopes.map((s) => (
                  <Chip key={s} size="small" label={scopeName(s)} />
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary">
                Created {formatDate(t.createdAt)}
                {t.createdByName ? ` by ${t.createdByName}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Last used: {t.lastUsedAt ? formatDateTime(t.lastUsedAt) : 'never'}
              </Typography>
            </Box>
            <Button variant="outlined" color="error" onClick={() => (setError(null), setRevoking(t))} aria-label={`Revoke ${t.name}`}>
              Revoke
            </Button>
          </Paper>
        ))}
      </Box>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoked.loading}
        error={error}
        onConfirm={() => void onConfirm()}
        onClose={() => setRevoking(null)}
      >
        Anything using this token (your CRM, a script) is refused from its next request. This cannot be undone: you can create a new token instead.
      </ConfirmDialog>
    </>
  );
}
