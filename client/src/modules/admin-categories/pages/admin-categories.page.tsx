import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Notice } from '../../../shared/notice';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { Suspense, lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCategoriesQuery } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState, SkeletonRows } from '../../../shared/query-state';
import { CategoryDialog, type CategoryDialogState } from '../components/category-dialog';
import { AdminCategoriesDocument } from '../graphql/admin-categories';
import { DeleteCategoryDocument } from '../graphql/delete-category';
import { evictPublicCategories } from '../public-cache';

/** The rich-text editor (TipTap) loads only when an article is opened. */
const ArticleEditorDialog = lazy(async () => ({ default: (await import('../components/article-editor-dialog')).ArticleEditorDialog }));

type Main = AdminCategoriesQuery['adminCategories'][number];
type Sub = Main['children'][number];
type Node = Main | Sub;

export const DELETE_QUESTION = 'Are you sure you want to delete this category?';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Actions {
  onArticle: (c: Node) => void;
  onAddSub: (c: Main) => void;
  onEdit: (c: Node, parent: Main | null) => void;
  onDelete: (c: Node, parent: Main | null) => void;
}

function Row({ category, parent, actions, expander }: { category: Node; parent: Main | null; actions: Actions; expander?: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 1,
        py: 1,
        pl: parent ? { xs: 3, sm: 7 } : 1,
        pr: 1,
      }}
    >
      {expander}
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography component={parent ? 'span' : 'h2'} sx={{ fontWeight: parent ? 400 : 600, fontSize: 16, display: 'block' }}>
          <RouterLink to={`/category/${category.id}`} style={{ color: 'inherit', textDecoration: 'none' }} title="View on the site">
            {category.name}
          </RouterLink>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={plural(category.franchiseCount, 'franchise')}
            aria-label={`${plural(category.franchiseCount, 'approved franchise')} listed`}
          />
          {!parent && 'children' in category && (
            <Chip size="small" variant="outlined" label={plural(category.children.length, 'subcategory', 'subcategories')} />
          )}
          <Chip
            size="small"
            variant="outlined"
            color={category.hasArticle ? 'success' : 'default'}
            label={category.hasArticle ? 'Article' : 'No article'}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.25, ml: 'auto' }}>
        <Tooltip title={category.hasArticle ? 'Edit article' : 'Write article'}>
          <IconButton aria-label={`Article for ${category.name}`} onClick={() => actions.onArticle(category)}>
            <ArticleOutlinedIcon />
          </IconButton>
        </Tooltip>
        {!parent && (
          <Tooltip title="Add subcategory">
            <IconButton aria-label={`Add subcategory to ${category.name}`} onClick={() => actions.onAddSub(category as Main)}>
              <CreateNewFolderOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${category.name}`} onClick={() => actions.onEdit(category, parent)}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${category.name}`} onClick={() => actions.onDelete(category, parent)} color="error">
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

function MainCategory({ category, expanded, onToggle, actions }: { category: Main; expanded: boolean; onToggle: () => void; actions: Actions }) {
  const listId = useId();
  const hasChildren = category.children.length > 0;
  return (
    <Paper component="li" variant="outlined" aria-label={category.name} sx={{ listStyle: 'none' }}>
      <Row
        category={category}
        parent={null}
        actions={actions}
        expander={
          <IconButton
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${category.name} (${plural(category.children.length, 'subcategory', 'subcategories')})`}
            aria-expanded={hasChildren ? expanded : undefined}
            aria-controls={hasChildren ? listId : undefined}
            onClick={onToggle}
            disabled={!hasChildren}
            sx={{
              transform: expanded ? 'rotate(0deg)' : 'rotate(-90deg)',
              transition: 'transform 150ms',
              visibility: hasChildren ? 'visible' : 'hidden',
            }}
          >
            <ExpandMoreIcon />
          </IconButton>
        }
      />
      {hasChildren && (
        <Collapse in={expanded} unmountOnExit>
          <Box
            component="ul"
            id={listId}
            aria-label={`Subcategories of ${category.name}`}
            sx={{ m: 0, p: 0, listStyle: 'none', borderTop: 1, borderColor: 'divider' }}
          >
            {category.children.map((sub) => (
              <Box component="li" key={sub.id} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Row category={sub} parent={category} actions={actions} />
              </Box>
            ))}
          </Box>
        </Collapse>
      )}
    </Paper>
  );
}

interface Deleting {
  category: Node;
  parent: Main | null;
}

/** /admin/categories: the category tree, add/edit/delete dialogs and the article editor. */
export function AdminCategoriesPage() {
  useDocumentMeta('Categories');
  const { data, loading, error, refetch } = useQuery(AdminCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<CategoryDialogState | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [articleOf, setArticleOf] = useState<{ id: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [remove, removing] = useMutation(DeleteCategoryDocument);
  const categories = data?.adminCategories;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const actions: Actions = {
    onArticle: (c) => setArticleOf({ id: c.id, name: c.name }),
    onAddSub: (c) => {
      setExpanded((current) => new Set(current).add(c.id));
      setDialog({ mode: 'add', parentId: c.id });
    },
    onEdit: (c, parent) => setDialog({ mode: 'edit', id: c.id, name: c.name, parentName: parent?.name ?? null }),
    onDelete: (c, parent) => {
      setDeleteError(null);
      setDeleting({ category: c, parent });
    },
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { category } = deleting;
    setDeleteError(null);
    try {
      const res = await remove({
        variables: { id: category.id },
        refetchQueries: [AdminCategoriesDocument],
        awaitRefetchQueries: true,
        update: (cache, result) => {
          const gone = result.data?.deleteCategory;
          evictPublicCategories(cache, { deletedIds: gone ? [gone.id, ...gone.subcategoryIds] : [category.id] });
        },
      });
      setDeleting(null);
      setNotice(`Category "${category.name}" deleted${res.data?.deleteCategory.subcategoryIds.length ? ' with its subcategories' : ''}`);
    } catch (err) {
      setDeleteError(errorMessage(err));
    }
  };

  const saved = (message: string) => {
    setDialog(null);
    setArticleOf(null);
    setNotice(message);
  };

  const deletingSubs = deleting && 'children' in deleting.category ? deleting.category.children.length : 0;

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Box sx={{ display: 'flex', alignItems: { sm: 'center' }, gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4">
            Categories
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {categories
              ? `${plural(categories.length, 'main category', 'main categories')}, ${plural(
                  categories.reduce((n, c) => n + c.children.length, 0),
                  'subcategory',
                  'subcategories',
                )}`
              : 'Main categories, their subcategories and articles.'}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
          Add Category
        </Button>
      </Box>

      <QueryState
        data={categories}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        loader={<SkeletonRows label="Loading categories" count={5} height={72} />}
        empty={
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
            <Typography color="text.secondary">No categories found. Click "Add Category" to create the first one.</Typography>
          </Paper>
        }
        isEmpty={(categories) => categories.length === 0}
      >
        {(categories) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
              <Button size="small" onClick={() => setExpanded(new Set(categories.map((c) => c.id)))}>
                Expand all
              </Button>
              <Button size="small" onClick={() => setExpanded(new Set())}>
                Collapse all
              </Button>
            </Box>
            <Stack component="ul" spacing={1} aria-label="Categories" sx={{ m: 0, p: 0 }}>
              {categories.map((c) => (
                <MainCategory key={c.id} category={c} expanded={expanded.has(c.id)} onToggle={() => toggle(c.id)} actions={actions} />
              ))}
            </Stack>
          </>
        )}
      </QueryState>

      <CategoryDialog
        state={dialog}
        mainCategories={(categories ?? []).map((c) => ({ id: c.id, name: c.name }))}
        onClose={() => setDialog(null)}
        onSaved={saved}
      />

      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete Category"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removing.loading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <Typography component="span" sx={{ display: 'block', color: 'text.primary' }}>
          {DELETE_QUESTION}
        </Typography>
        {deleting && (
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1 }}>
            "{deleting.category.name}"{deletingSubs > 0 ? `, its ${plural(deletingSubs, 'subcategory', 'subcategories')}` : ''}
            {deleting.category.hasArticle ? ' and its article' : ''} will be removed.{' '}
            {deleting.category.listingCount > 0
              ? `${plural(deleting.category.listingCount, 'listing')} will no longer be listed in it.`
              : 'No listings are in it.'}{' '}
            This cannot be undone.
          </Typography>
        )}
      </ConfirmDialog>

      {articleOf && (
        <Suspense
          fallback={
            <Dialog open aria-label="Loading the article editor">
              <DialogContent>
                <CircularProgress aria-label="Loading the article editor" />
              </DialogContent>
            </Dialog>
          }
        >
          <ArticleEditorDialog category={articleOf} onClose={() => setArticleOf(null)} onSaved={saved} />
        </Suspense>
      )}

      <Notice message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
