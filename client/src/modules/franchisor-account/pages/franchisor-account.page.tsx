import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { CompanySection } from '../components/company-section';
import { MembershipSection } from '../components/membership-section';

/**
 * /franchisor/account: the facts a buyer can check about the franchisor (issue 40): its company registration
 * number, read against Companies House, and its bfa membership, verified by an administrator.
 */
export function FranchisorAccountPage() {
  useDocumentMeta('Company Account');
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography component="h1" variant="h4">
        Company Account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What buyers can check about your company: the register&apos;s facts and your membership.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <CompanySection />
        <MembershipSection />
      </Box>
    </Box>
  );
}
