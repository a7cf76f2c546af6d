import ArticleIcon from '@mui/icons-material/Article';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { CARD_SIZES, ResponsiveImage } from '../../../shared/responsive-image';
import { formatViews } from '../blog-links';

export interface BlogPostCardData {
  id: string;
  title: string;
  excerpt: string;
  imageUrl?: string | null;
  author: string;
  views: number;
  createdAt: string;
  category?: { name: string } | null;
}

/** A post in the blog list: image, category, views, title (the link to the post), author and date. */
export function BlogPostCard({
  post,
  priority = false,
}: {
  post: BlogPostCardData;
  /** The first card: its image is fetched first. */ priority?: boolean;
}) {
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {post.imageUrl ? (
        <ResponsiveImage
          src={post.imageUrl}
          alt=""
          sizes={CARD_SIZES}
          width={1280}
          height={720}
          priority={priority}
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #dbe9f0, #f3e3dc)' }}
        >
          <ArticleIcon sx={{ fontSize: 48, color: 'primary.main', opacity: 0.5 }} />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            label={post.category?.name ?? 'Uncategorized'}
            sx={{ bgcolor: 'rgba(11,79,108,0.08)', color: 'primary.main', fontWeight: 600 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <VisibilityIcon sx={{ fontSize: 18 }} aria-hidden />
            {formatViews(post.views)}
          </Typography>
        </Stack>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={`/blog/${post.id}`}
            color="inherit"
            underline="hover"
            // The whole card is clickable through the title link.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
          >
            {post.title}
          </Link>
        </Typography>
        {post.excerpt && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {post.excerpt}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto', pt: 1 }}>
          By {post.author} · <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
