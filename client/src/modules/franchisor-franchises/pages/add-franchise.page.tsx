import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { FranchiseForm } from '../components/franchise-form';
import { emptyForm } from '../form-model';

/** /franchisor/add-franchise: a new listing, saved as pending review. */
export function AddFranchisePage() {
  useDocumentMeta('Add New Franchise');
  const [initial] = useState(emptyForm);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 0.5 }}>
        Add New Franchise
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your listing is reviewed by our team before it appears in the directory. Fields marked * are required.
      </Typography>
      <FranchiseForm mode="create" initial={initial} />
    </Box>
  );
}
