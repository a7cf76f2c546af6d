import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { visuallyHidden } from '../../../shared/visually-hidden';
import { CategoryTreeDocument } from '../graphql/category-tree';
import { franchiseCountLabel } from '../../../shared/format';

/** /categories: every main category with its subcategories and franchise counts. */
export function CategoriesPage() {
  useDocumentMeta('Browse by Category', 'Every franchise category and subcategory on Franchise Compass, with the number of opportunities in each.');
  const { data, loading, error, refetch } = useQuery(CategoryTreeDocument);
  const categories = data?.mainCategories;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Browse by Category' }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Browse by Category
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Explore franchise opportunities sector by sector.
        </Typography>
        {error ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : loading || !categories ? (
          <Grid container spacing={3} role="status" aria-label="Loading categories">
            {Array.from({ length: 6 }, (_, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={180} />
              </Grid>
            ))}
          </Grid>
        ) : categories.length === 0 ? (
          <Alert severity="info">No categories have been set up yet.</Alert>
        ) : (
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {categories.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card sx={{ height: '100%' }} component="section" aria-labelledby={`cat-${c.id}`}>
                  <CardContent>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                      <Typography id={`cat-${c.id}`} component="h2" variant="h6">
                        <Link component={RouterLink} to={`/category/${c.id}`} underline="hover">
                          {c.name}
                        </Link>
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {franchiseCountLabel(c.franchiseCount)}
                      </Typography>
                    </Box>
                    {c.children.length > 0 ? (
                      <Box
                        component="ul"
                        aria-label={`${c.name} subcategories`}
                        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.75 }}
                      >
                        {c.children.map((s) => (
                          <Box component="li" key={s.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                            <Link component={RouterLink} to={`/category/${c.id}?subcategory=${s.id}`} color="text.primary" underline="hover">
                              {s.name}
                            </Link>
                            <Typography variant="body2" color="text.secondary" component="span">
                              <span aria-hidden>{s.franchiseCount}</span>
                              <Box component="span" sx={visuallyHidden}>
                                {franchiseCountLabel(s.franchiseCount)}
                              </Box>
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                    ) : (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                        No subcategories
                      </Typography>
                    )}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
