import ConstructionIcon from '@mui/icons-material/Construction';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentMeta } from './use-document-meta';

/** Stands in for a page that a later release builds, so every route in the spec resolves. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentMeta(title);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          This page is being built and will be available soon.
        </Typography>
      </Paper>
    </Container>
  );
}
