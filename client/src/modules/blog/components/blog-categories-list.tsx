import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { blogListPath } from '../blog-links';

export interface BlogCategoryCount {
  id: string;
  name: string;
  postCount: number;
}

/** Blog categories with their published post counts, each linking to the filtered list. */
export function BlogCategoriesList({ categories, currentId }: { categories: BlogCategoryCount[]; currentId?: string | null }) {
  if (categories.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No categories yet.
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {categories.map((c) => (
        <li key={c.id}>
          <ListItemButton
            component={RouterLink}
            to={blogListPath(c.id)}
            selected={c.id === currentId}
            aria-current={c.id === currentId ? 'page' : undefined}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText primary={c.name} />
            <Typography variant="body2" color="text.secondary" aria-label={`${c.postCount} ${c.postCount === 1 ? 'post' : 'posts'}`}>
              ({c.postCount})
            </Typography>
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
