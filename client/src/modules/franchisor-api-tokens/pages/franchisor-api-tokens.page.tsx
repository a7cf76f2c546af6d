import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Notice } from '../../../shared/notice';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { CreateTokenForm } from '../components/create-token-form';
import { NewToken } from '../components/new-token';
import { TokenList } from '../components/token-list';
import { ApiTokensDocument } from '../graphql/api-tokens';

/**
 * /franchisor/api-tokens (issue 42): the company's API tokens for its CRM. A token is created with a name and
 * scopes, shown once, and can be revoked; the list shows who created each, when, and when it was last used.
 */
export function FranchisorApiTokensPage() {
  useDocumentMeta('API Tokens');
  const createId = useId();
  const listId = useId();
  const { data, loading, error, refetch } = useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h4">
        API Tokens
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Let your CRM read your leads and their messages, and update a lead&apos;s status, through our API. Give each system its own token with only
        the scopes it needs, and revoke it when it is no longer used.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card component="section" aria-labelledby={createId}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={createId} component="h2" variant="h6" sx={{ mb: 2 }}>
              Create a token
            </Typography>
            {created ? (
              <NewToken token={created.token} name={created.name} onDone={() => setCreated(null)} />
            ) : (
              <CreateTokenForm onCreated={(token, name) => setCreated({ token, name })} />
            )}
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby={listId}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={listId} component="h2" variant="h6" sx={{ mb: 2 }}>
              Your tokens
            </Typography>
            <QueryState
              data={data?.apiTokens}
              loading={loading}
              error={error}
              onRetry={() => void refetch()}
              loader={<SkeletonRows label="Loading your API tokens" count={2} height={120} />}
              isEmpty={(tokens) => tokens.length === 0}
              empty={<Typography color="text.secondary">You have no API tokens yet.</Typography>}
            >
              {(tokens) => <TokenList tokens={tokens} onRevoked={(name) => setNotice(`Token “${name}” revoked.`)} />}
            </QueryState>
          </CardContent>
        </Card>
      </Box>
      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
