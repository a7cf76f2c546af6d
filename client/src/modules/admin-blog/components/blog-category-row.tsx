import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/errors';
import { formatShortDate } from '../../../shared/format';
import { RenameBlogCategoryDocument } from '../graphql/blog-categories';
import { CATEGORY_NAME_MAX, evictBlogCategoryViews } from './blog-category-cache';

export interface BlogCategoryRowProps {
  category: { id: string; name: string; createdAt: string; postCount: number };
  onDelete: () => void;
  onRenamed: (name: string) => void;
}

/** A blog category with inline rename: Enter or Save keeps the new name, Escape or Cancel the old one. */
export function BlogCategoryRow({ category, onDelete, onRenamed }: BlogCategoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const [rename, { loading }] = useMutation(RenameBlogCategoryDocument);

  const cancel = () => {
    setEditing(false);
    setName(category.name);
    setError(null);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || loading) return;
    if (trimmed === category.name) return cancel();
    try {
      await rename({
        variables: { id: category.id, input: { name: trimmed } },
        update: evictBlogCategoryViews,
      });
      setEditing(false);
      setError(null);
      onRenamed(trimmed);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: { sm: 220 } }}>
        {editing ? (
          <Box
            component="form"
            onSubmit={(e) => void save(e)}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              flexWrap: 'wrap',
            }}
          >
            <TextField
              autoFocus
              size="small"
              label={`New name for ${category.name}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && cancel()}
              error={Boolean(error)}
              helperText={error}
              slotProps={{ htmlInput: { maxLength: CATEGORY_NAME_MAX } }}
              // On a phone the field takes the cell's width, so the row's Delete button stays in view.
              sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { xs: 0, sm: 200 } }}
            />
            <Button type="submit" variant="contained" size="small" disabled={!name.trim() || loading} sx={{ mt: 0.5 }}>
              Save
            </Button>
            <Button size="small" onClick={cancel} disabled={loading} sx={{ mt: 0.5 }}>
              Cancel
            </Button>
          </Box>
        ) : (
          <>
            {category.name}
            {/* On phones the date sits under the name instead of in its own column. */}
            <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
              Created {formatShortDate(category.createdAt)}
            </Typography>
          </>
        )}
      </TableCell>
      <TableCell align="right">{category.postCount.toLocaleString('en-GB')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>{formatShortDate(category.createdAt)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Rename">
          <span>
            <IconButton aria-label={`Rename ${category.name}`} onClick={() => setEditing(true)} disabled={editing}>
              <EditIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton color="error" aria-label={`Delete ${category.name}`} onClick={onDelete}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
