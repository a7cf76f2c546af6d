import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { MatchAnswersInput } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { useViewer } from '../../auth/hooks/use-viewer';
import { SaveMatchDocument } from '../graphql/save-match';

export const SIGN_IN_TO_SAVE_MATCH = 'Sign in to save your matches and come back to them.';

/**
 * 'Save these results' on the quiz's results: a customer's answers go to their account (My matches); a visitor is
 * sent to sign in and comes back to the same results; franchisors and admins see nothing.
 */
export function SaveMatchButton({ answers }: { answers: MatchAnswersInput }) {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const [save, { data, loading, error }] = useMutation(SaveMatchDocument, { refetchQueries: ['MySavedMatches'] });
  if (viewer && viewer.userType !== 'CUSTOMER') return null;
  if (data) {
    return (
      <Typography role="status" sx={{ alignSelf: 'center' }}>
        Saved to <RouterLink to="/customer/matches">My matches</RouterLink>.
      </Typography>
    );
  }
  const onClick = () => {
    if (viewer) void save({ variables: { answers } }).catch(() => undefined);
    else void navigate('/customer/login', { state: { from: `${location.pathname}${location.search}`, notice: SIGN_IN_TO_SAVE_MATCH } });
  };
  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkAddOutlinedIcon aria-hidden />} onClick={onClick} disabled={loading}>
        Save these results
      </Button>
      {error && (
        <Typography role="alert" color="error" sx={{ alignSelf: 'center' }}>
          {errorMessage(error)}
        </Typography>
      )}
    </>
  );
}
