import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Notice as Snack } from '../../../shared/notice';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { ClaimsSection, type Notice } from '../components/claims-section';
import { HistorySection } from '../components/history-section';

/**
 * /admin/memberships: the bfa memberships franchisors stated, waiting for an administrator to check them with the
 * bfa and verify (12 months) or reject with a reason; renewals come back here 30 days before they lapse. Below, the
 * decisions already made.
 */
export function AdminMembershipsPage() {
  useDocumentMeta('Memberships');
  const claimsId = useId();
  const historyId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography component="h1" variant="h4">
        Memberships
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        bfa memberships stated by franchisors. Check each number with the bfa before verifying it: a verified membership shows on the
        franchisor&apos;s listings for 12 months.
      </Typography>
      <ClaimsSection headingId={claimsId} onNotice={setNotice} />
      <HistorySection headingId={historyId} />
      <Snack message={notice?.text ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}
