import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FranchiseRevisionStatus } from '../../../gql/graphql';

/** A live listing's changes: 'Changes in review', or 'Changes not approved' with the administrator's reason. */
export function RevisionNote({ revision }: { revision: { status: FranchiseRevisionStatus; reason?: string | null } }) {
  if (revision.status === 'OPEN') {
    return <Chip label="Changes in review" color="info" size="small" variant="outlined" sx={{ mt: 0.5 }} />;
  }
  if (revision.status !== 'REJECTED') return null;
  return (
    <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      Changes not approved{revision.reason ? `: ${revision.reason}` : ''}
    </Typography>
  );
}
