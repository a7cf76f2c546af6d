import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { ListPageHeader } from '../../../shared/list-page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { Notice } from '../../../shared/notice';
import { QueryState } from '../../../shared/query-state';
import { CATEGORY_NAME_MAX, evictBlogCategoryViews } from '../components/blog-category-cache';
import { BlogCategoryRow } from '../components/blog-category-row';
import { AdminBlogCategoriesDocument, CreateBlogCategoryDocument, DeleteBlogCategoryDocument } from '../graphql/blog-categories';

type Category = { id: string; name: string; postCount: number };

/** /admin/blog/categories: add (name trimmed; the button waits for a name), the list, inline rename, delete. */
export function BlogCategoriesPage() {
  useDocumentMeta('Blog Categories');
  const { data, error, refetch } = useQuery(AdminBlogCategoriesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateBlogCategoryDocument);
  const [remove, removing] = useMutation(DeleteBlogCategoryDocument);
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const categories = data?.adminBlogCategories;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || creating.loading) return;
    setAddError(null);
    try {
      await create({
        variables: { input: { name: trimmed } },
        update: evictBlogCategoryViews,
      });
      setName('');
      setNotice(`Category "${trimmed}" added.`);
    } catch (err) {
      setAddError(errorMessage(err));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove({
        variables: { id: deleting.id },
        update: evictBlogCategoryViews,
      });
      setNotice(`Category "${deleting.name}" deleted.`);
      setDeleting(null);
    } catch (err) {
      setDeleteError(errorMessage(err, 'The category could not be deleted. Please try again.'));
    }
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <ListPageHeader title="Blog Categories" summary="Group posts on the public blog. A post can be in one category or none." />

      <Paper
        variant="outlined"
        component="form"
        onSubmit={(e) => void add(e)}
        noValidate
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
        aria-labelledby="add-category"
      >
        <Typography id="add-category" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
          Add a category
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <TextField
            label="Category name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setAddError(null);
            }}
            size="small"
            fullWidth
            error={Boolean(addError)}
            helperText={addError}
            slotProps={{ htmlInput: { maxLength: CATEGORY_NAME_MAX } }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!name.trim() || creating.loading}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Add Category
          </Button>
        </Box>
      </Paper>

      <QueryState
        data={categories}
        error={error}
        onRetry={() => void refetch()}
        loader={
          <Box role="status" aria-label="Loading the categories">
            <Skeleton variant="rounded" height={240} />
          </Box>
        }
        empty={
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">No categories found</Typography>
          </Paper>
        }
        isEmpty={(categories) => categories.length === 0}
      >
        {(categories) => (
          <TableContainer
            component={Paper}
            variant="outlined"
            tabIndex={0}
            role="region"
            aria-label="Blog categories list"
            sx={{ position: 'relative' }}
          >
            <Table aria-label="Blog categories">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Posts</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Created</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {categories.map((c) => (
                  <BlogCategoryRow
                    key={c.id}
                    category={c}
                    onRenamed={(renamed) => setNotice(`Category renamed to "${renamed}".`)}
                    onDelete={() => {
                      setDeleteError(null);
                      setDeleting(c);
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>

      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete category?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removing.loading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          (deleting.postCount > 0
            ? `Delete "${deleting.name}"? Its ${deleting.postCount === 1 ? 'post stays' : `${deleting.postCount} posts stay`} on the blog as 'Uncategorized'.`
            : `Delete "${deleting.name}"? No posts are in it.`)}
      </ConfirmDialog>

      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
