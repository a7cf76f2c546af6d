import CalendarIcon from '@mui/icons-material/CalendarTodayOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { backgroundImage } from '../../../shared/responsive-image';
import { blogListPath, formatViews } from '../blog-links';

export interface PostHeaderProps {
  title: string;
  author: string;
  imageUrl: string | null;
  /** Null shows 'Uncategorized'. */
  category: { id: string; name: string } | null;
  /** ISO date shown as the post's date. */
  date: string;
  views: number;
  /** The admin preview shows the category without a link (it would leave the editor). */
  linkCategory?: boolean;
}

/** The banner at the top of a blog post: category, title, author, date and views over the featured image. */
export function PostHeader({ title, author, imageUrl, category, date, views, linkCategory = true }: PostHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        color: 'common.white',
        py: { xs: 5, md: 9 },
        backgroundColor: '#0a3a50',
        backgroundImage: imageUrl
          ? backgroundImage(imageUrl, 1280, 'linear-gradient(180deg, rgba(6,30,42,0.55) 0%, rgba(6,30,42,0.85) 100%)')
          : 'linear-gradient(135deg, #0b4f6c 0%, #0a3a50 100%)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container maxWidth="lg">
        {category && linkCategory && (
          <Chip
            component={RouterLink}
            to={blogListPath(category.id)}
            clickable
            label={category.name}
            size="small"
            sx={{ bgcolor: 'secondary.main', color: 'common.white', fontWeight: 600, mb: 2, '&:hover': { bgcolor: 'secondary.dark' } }}
          />
        )}
        {category && !linkCategory && (
          <Chip label={category.name} size="small" sx={{ bgcolor: 'secondary.main', color: 'common.white', fontWeight: 600, mb: 2 }} />
        )}
        {!category && <Chip label="Uncategorized" size="small" sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'common.white', mb: 2 }} />}
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, maxWidth: 900, fontSize: { xs: 28, md: 42 }, lineHeight: 1.2 }}>
          {title}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ mt: 2.5, flexWrap: 'wrap', columnGap: 3, rowGap: 1, color: 'rgba(255,255,255,0.9)' }}>
          <Meta icon={<PersonIcon fontSize="small" />}>{author}</Meta>
          <Meta icon={<CalendarIcon fontSize="small" />}>
            <time dateTime={date}>{formatDate(date)}</time>
          </Meta>
          <Meta icon={<VisibilityIcon fontSize="small" />}>
            <span data-testid="post-views">{formatViews(views)}</span>
          </Meta>
        </Stack>
      </Container>
    </Box>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 15 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      {children}
    </Typography>
  );
}
