import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import type { UserTypePath } from '../user-types';

/**
 * The shared auth layout: a title, the form, and a link to the other page of the pair
 * ('Sign up' on a login page, 'Log in' on a sign-up page), hidden for admins.
 */
export function AuthCard({
  title,
  subtitle,
  userType,
  mode,
  children,
}: {
  title: string;
  subtitle?: string;
  userType: UserTypePath;
  mode: 'login' | 'signup';
  children: ReactNode;
}) {
  useDocumentMeta(title);
  return (
    <Box sx={{ background: 'linear-gradient(160deg, #eaf2f6 0%, #f7f8fa 60%)', py: { xs: 4, md: 8 } }}>
      <Container maxWidth="xs">
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
          {userType !== 'admin' && (
            <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
              {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
              <Link component={RouterLink} to={`/${userType}/${mode === 'login' ? 'signup' : 'login'}`} sx={{ fontWeight: 600 }}>
                {mode === 'login' ? 'Sign up' : 'Log in'}
              </Link>
            </Typography>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
