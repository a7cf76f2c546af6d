import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MySavedMatchesQuery } from '../../../gql/graphql';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { formatDate } from '../../../shared/format';
import { QueryState } from '../../../shared/query-state';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { MainCategoriesDocument } from '../../catalogue/graphql/main-categories';
import { DeleteSavedMatchDocument } from '../graphql/delete-saved-match';
import { MySavedMatchesDocument } from '../graphql/my-saved-matches';
import { type AnswerParams, QUESTIONS, answerLabel, answerQuery } from '../quiz-questions';

type Saved = MySavedMatchesQuery['mySavedMatches'][number];

/** A saved set of answers as the quiz's address holds them. */
function paramsOf(a: Saved['answers']): AnswerParams {
  const params: AnswerParams = {};
  const put = (param: string, v: string | null | undefined) => {
    if (v) params[param] = [v];
  };
  put('cash', a.ownCash);
  put('borrow', a.borrowing);
  put('style', a.involvement);
  put('hours', a.hours);
  if (a.sectorIds.length) params.sector = a.sectorIds;
  put('town', a.town);
  put('experience', a.experience);
  put('start', a.timeframe);
  return params;
}

function SavedMatchCard({ saved, sectors, onDelete }: { saved: Saved; sectors: { id: string; name: string }[]; onDelete: () => void }) {
  const titleId = useId();
  const params = paramsOf(saved.answers);
  const given = QUESTIONS.filter((q) => params[q.param]?.length);
  const title = `Answers of ${formatDate(saved.createdAt)}`;
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {given.length === 0
            ? 'Every question skipped'
            : given.map((q) => params[q.param].map((v) => answerLabel(q, v, sectors)).join(', ')).join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/match/results?${answerQuery(params)}`} variant="contained" size="small">
            Show matches
          </Button>
          <Button component={RouterLink} to={`/match?${answerQuery(params, { step: '1' })}`} size="small">
            Refine answers
          </Button>
          <Button onClick={onDelete} color="error" size="small" aria-label={`Delete ${title}`}>
            Delete
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /customer/matches: the customer's saved quiz answers (issue 43), each opening today's matches or the quiz again. */
export function MyMatchesPage() {
  useDocumentMeta('My matches');
  const { data, loading, error, refetch } = useQuery(MySavedMatchesDocument, { fetchPolicy: 'cache-and-network' });
  const sectors = useQuery(MainCategoriesDocument, { variables: { limit: 50 } });
  const [deleting, setDeleting] = useState<Saved | null>(null);
  const [remove, removal] = useMutation(DeleteSavedMatchDocument, { refetchQueries: ['MySavedMatches'], awaitRefetchQueries: true });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography component="h1" variant="h4">
        My matches
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Your saved answers to the matching quiz. Each shows today&apos;s best-fitting franchises, or takes you back to refine the answers.
      </Typography>
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<CenteredSpinner label="Loading saved matches" />}
        empty={
          <Card variant="outlined">
            <CardContent sx={{ textAlign: 'center', py: 5 }}>
              <QuizOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
              <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                No saved matches yet
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                Answer eight short questions and save the results to keep them here.
              </Typography>
              <Button component={RouterLink} to="/match" variant="contained">
                Find your franchise match
              </Button>
            </CardContent>
          </Card>
        }
        isEmpty={(d) => d.mySavedMatches.length === 0}
      >
        {(d) => (
          <Stack spacing={2}>
            {d.mySavedMatches.map((s) => (
              <SavedMatchCard key={s.id} saved={s} sectors={sectors.data?.mainCategories ?? []} onDelete={() => setDeleting(s)} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete saved match?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removal.loading}
        error={removal.error ? errorMessage(removal.error) : null}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          removal.reset();
        }}
      >
        These saved answers will be deleted. This cannot be undone.
      </ConfirmDialog>
    </Box>
  );
}
