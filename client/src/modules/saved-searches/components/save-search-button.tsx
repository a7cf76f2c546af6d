import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FranchiseSearchInput } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/use-viewer';

const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog')).SaveSearchDialog }));

export const SIGN_IN_TO_SAVE = 'Sign in to save this search and get email alerts of new matches.';

/**
 * 'Save search' on the search page: a customer names it and picks alerts (the dialog loads on first use);
 * a visitor is sent to sign in and comes back to the same search; franchisors and admins see nothing.
 */
export function SaveSearchButton({ filters, suggestedName }: { filters: FranchiseSearchInput; suggestedName: string }) {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (viewer && viewer.userType !== 'CUSTOMER') return null;

  const onClick = () => {
    if (viewer) setOpen(true);
    else void navigate('/customer/login', { state: { from: `${location.pathname}${location.search}`, notice: SIGN_IN_TO_SAVE } });
  };
  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkAddOutlinedIcon aria-hidden />} onClick={onClick} sx={{ alignSelf: 'flex-start' }}>
        Save search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog open onClose={() => setOpen(false)} filters={filters} suggestedName={suggestedName} />
        </Suspense>
      )}
    </>
  );
}
