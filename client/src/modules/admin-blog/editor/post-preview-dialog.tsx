import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { LoadError } from '../../../shared/load-error';
import { PostContent } from '../../blog/components/post-content';
import { PostHeader } from '../../blog/components/post-header';
import { BlogPostPreviewDocument } from './editor-documents';

export interface PostPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  author: string;
  imageUrl: string | null;
  category: { id: string; name: string } | null;
  content: string;
  views: number;
  /** The post's date: its publish date, or now for a post not published yet. */
  date: string;
}

/**
 * The post as the public page will show it, from what is in the editor now (saved or not): the server
 * sanitises the body and expands its shortcodes exactly as it does for /blog/{id}.
 */
export function PostPreviewDialog({ open, onClose, content, ...post }: PostPreviewDialogProps) {
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(BlogPostPreviewDocument, {
    variables: { content },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 600 }}>
            Preview
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            As the public blog will show it. Nothing has been saved or published by opening this.
          </Typography>
          <Button onClick={onClose} startIcon={<CloseIcon />} variant="outlined">
            Close preview
          </Button>
        </Toolbar>
      </AppBar>
      <Box>
        <PostHeader {...post} title={post.title || 'Untitled post'} author={post.author || 'No author'} linkCategory={false} />
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          <Box sx={{ maxWidth: { md: '66%' } }}>
            {error ? (
              <LoadError error={error} onRetry={() => void refetch()} />
            ) : loading || !data ? (
              <Box role="status" aria-label="Loading the preview">
                <Skeleton width="95%" />
                <Skeleton width="90%" />
                <Skeleton width="80%" />
              </Box>
            ) : data.blogPostPreview ? (
              <Box component="article" aria-label={post.title || 'Untitled post'}>
                <PostContent html={data.blogPostPreview} />
              </Box>
            ) : (
              <Alert severity="info">The post has no content yet.</Alert>
            )}
          </Box>
        </Container>
      </Box>
    </Dialog>
  );
}
