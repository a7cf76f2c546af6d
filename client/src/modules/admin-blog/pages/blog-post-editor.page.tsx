import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PostStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { LoadError } from '../../../shared/load-error';
import { RichTextEditor } from '../../../shared/rich-text-editor';
import { SeoFields } from '../../../shared/seo-fields';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useForm } from '../../../shared/use-form';
import { useLeaveGuard } from '../../../shared/use-leave-guard';
import { useViewer } from '../../auth/hooks/use-viewer';
import { ImagePicker } from '../../../shared/image-picker';
import { useObjectUrl } from '../../../shared/use-object-url';
import {
  AdminBlogPostForEditorDocument,
  BlogPostCategoryOptionsDocument,
  CreateBlogPostDocument,
  UpdateBlogPostDocument,
} from '../editor/editor-documents';
import { PostPreviewDialog } from '../editor/post-preview-dialog';
import { type PostForm, PostMessages, emptyPostForm, imageError, sameForm, validatePost } from '../editor/post-form';

const ARTICLES = '/admin/blog/articles';

/** Lists that show posts are read again after a save (admin list, statistics, the public blog). */
function evictPostLists(cache: ApolloCache) {
  for (const fieldName of ['adminBlogPosts', 'blogStatistics', 'blogPosts', 'blogPost', 'blogCategories', 'adminBlogCategories']) {
    cache.evict({ fieldName });
  }
  cache.gc();
}

/**
 * /admin/blog/new and /admin/blog/edit/{id}: Basic Information, the body in the rich-text editor and SEO
 * Settings. Publish Post publishes and returns to All Blog Articles; Save as Draft keeps editing a draft,
 * which Preview shows as the public page will. Leaving with unsaved changes asks first.
 */
export function BlogPostEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer } = useViewer();
  const existing = useQuery(AdminBlogPostForEditorDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const categories = useQuery(BlogPostCategoryOptionsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateBlogPostDocument);
  const [update, updating] = useMutation(UpdateBlogPostDocument);
  const saving = creating.loading || updating.loading;
  const post = existing.data?.adminBlogPost;

  const { values: form, setValues: setForm, errors, setErrors, set, validateAll } = useForm<PostForm, string>(() => emptyPostForm(), validatePost);
  // What the form holds unchanged (for the leave check): state, as the page reads it while rendering.
  const [baseline, setBaseline] = useState<PostForm>(() => emptyPostForm());
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  // A notice handed over by the navigation (a new draft saved lands on its edit page, in this same component).
  const handedNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(handedNotice);
  const [noticeFor, setNoticeFor] = useState(location.key);
  if (noticeFor !== location.key) {
    setNoticeFor(location.key);
    setNotice(handedNotice);
  }

  // The form follows the route: a new post starts empty (author: the signed-in admin); an edit loads the post.
  const key = id ?? 'new';
  useEffect(() => {
    if (loadedFor === key) return;
    if (id && !post) return;
    const next: PostForm = post
      ? {
          title: post.title,
          author: post.author,
          categoryId: post.categoryId ?? '',
          content: post.content,
          // A meta title equal to the title is the default: blank, so it follows a new title.
          metaTitle: post.metaTitle === post.title ? '' : post.metaTitle,
          metaDescription: post.metaDescription ?? '',
          keywords: post.keywords ?? '',
          image: null,
          removeImage: false,
        }
      : emptyPostForm(viewer?.fullName ?? '');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the form is filled from the post query once it arrives
    setBaseline(next);
    setForm(next);
    setErrors({});
    setFormError(null);
    setLoadedFor(key);
  }, [id, key, post, loadedFor, viewer?.fullName, setForm, setErrors]);

  const ready = loadedFor === key;
  const dirty = ready && !sameForm(form, baseline);
  const { blocker, allowLeaving } = useLeaveGuard(dirty && !saving);
  const newImageUrl = useObjectUrl(form.image);
  const savedImageUrl = form.removeImage ? null : (post?.imageUrl ?? null);

  const isNew = !id;
  const published = post?.status === 'PUBLISHED';
  const heading = isNew ? 'Add New Blog Post' : 'Edit Blog Post';
  useDocumentMeta(heading);

  const save = async (status: PostStatus) => {
    if (saving) return;
    const found = validateAll();
    setNotice(null);
    if (Object.keys(found).length > 0) {
      setFormError(PostMessages.correctFields);
      return;
    }
    setFormError(null);
    const input = {
      title: form.title.trim(),
      author: form.author.trim(),
      categoryId: form.categoryId || null,
      content: form.content,
      metaTitle: form.metaTitle.trim() || null,
      metaDescription: form.metaDescription.trim() || null,
      keywords: form.keywords.trim() || null,
      status,
      removeImage: form.removeImage,
    };
    try {
      const savedId = id
        ? (
            await update({
              variables: { id, input, image: form.image },
              update: evictPostLists,
            })
          ).data?.updateBlogPost.id
        : (
            await create({
              variables: { input, image: form.image },
              update: evictPostLists,
            })
          ).data?.createBlogPost.id;
      allowLeaving();
      if (status === 'PUBLISHED') {
        void navigate(ARTICLES, {
          state: { notice: `"${input.title}" is published` },
        });
      } else if (isNew && savedId) {
        void navigate(`/admin/blog/edit/${savedId}`, {
          replace: true,
          state: { notice: 'Draft saved' },
        });
      } else {
        // Stay in the editor: what was saved is the new unchanged state.
        const saved = { ...form, image: null, removeImage: false };
        setBaseline(saved);
        setForm(saved);
        setLoadedFor(key);
        setNotice('Draft saved');
      }
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      setFormError(errorMessage(err));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save('PUBLISHED');
  };

  if (id && existing.error) {
    return (
      <Shell heading={heading}>
        <LoadError error={existing.error} onRetry={() => void existing.refetch()} />
      </Shell>
    );
  }

  if (!ready) {
    return (
      <Shell heading={heading}>
        <Stack spacing={2} role="status" aria-label="Loading the post">
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={360} />
        </Stack>
      </Shell>
    );
  }

  const categoryOptions = categories.data?.adminBlogCategories ?? [];
  const chosenCategory = categoryOptions.find((c) => c.id === form.categoryId) ?? null;

  return (
    <Shell heading={heading} status={post ? <StatusChip published={published} /> : undefined}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={3}>
          <FormError message={formError} />
          {notice && (
            <Typography role="status" sx={{ color: 'success.dark', fontWeight: 500 }}>
              {notice}
            </Typography>
          )}
          <Section title="Basic Information">
            <TextField
              label="Title"
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              required
              fullWidth
              error={Boolean(errors.title)}
              helperText={errors.title}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Author"
                value={form.author}
                onChange={(e) => set('author', e.target.value)}
                required
                fullWidth
                error={Boolean(errors.author)}
                helperText={errors.author}
              />
              <TextField
                select
                label="Category"
                value={categoryOptions.length > 0 || !form.categoryId ? form.categoryId : ''}
                onChange={(e) => set('categoryId', e.target.value)}
                fullWidth
                error={Boolean(errors.categoryId)}
                helperText={errors.categoryId ?? (categories.error ? 'The categories could not be loaded.' : 'Optional')}
              >
                <MenuItem value="">
                  <em>Uncategorized</em>
                </MenuItem>
                {categoryOptions.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <ImagePicker
              label="Featured image"
              file={form.image}
              savedUrl={savedImageUrl}
              onFile={(file) => {
                set('image', file);
                if (file)
                  setErrors((e) => ({
                    ...e,
                    ...(imageError(file) ? { image: imageError(file)! } : {}),
                  }));
              }}
              onRemoveSaved={() => set('removeImage', true)}
              error={errors.image}
              hint="JPG, PNG, GIF or WebP, smaller than 5MB. Shown behind the title and on the blog list."
              disabled={saving}
            />
            {form.removeImage && !form.image && (
              <Box>
                <Button size="small" onClick={() => set('removeImage', false)}>
                  Keep the saved image
                </Button>
              </Box>
            )}
          </Section>

          <Section title="Content">
            <RichTextEditor
              label="Content"
              value={form.content}
              onChange={(html) => set('content', html)}
              onLoad={(html) => {
                // The loaded post as the editor writes it is the unchanged state (for the leave check).
                const raw = baseline.content;
                setBaseline((b) => ({ ...b, content: html }));
                setForm((f) => (f.content === raw ? { ...f, content: html } : f));
              }}
              required
              error={errors.content}
              helperText="Paste a post's shortcode (copied from All Blog Articles) on its own line to show a card linking to it."
              minHeight={320}
            />
          </Section>

          <Section title="SEO Settings">
            <SeoFields values={form} onChange={set} errors={errors} title={form.title} keywordsExample="franchise, funding, first steps" />
          </Section>

          <Paper
            variant="outlined"
            sx={{
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              position: { xs: 'static', sm: 'sticky' },
              bottom: 0,
              zIndex: 2,
            }}
          >
            <Button component={RouterLink} to={ARTICLES} disabled={saving}>
              Cancel
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button startIcon={<VisibilityIcon />} onClick={() => setPreviewing(true)} disabled={saving}>
              Preview
            </Button>
            <Button variant="outlined" onClick={() => void save('DRAFT')} disabled={saving}>
              {saving ? 'Saving…' : 'Save as Draft'}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving…' : published ? 'Update Post' : 'Publish Post'}
            </Button>
          </Paper>
        </Stack>
      </Box>

      <PostPreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        title={form.title.trim()}
        author={form.author.trim()}
        imageUrl={newImageUrl ?? savedImageUrl}
        category={chosenCategory}
        content={form.content}
        views={post?.views ?? 0}
        date={post?.publishedAt ?? new Date().toISOString()}
      />

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        Your changes to this post have not been saved and will be lost.
      </ConfirmDialog>
    </Shell>
  );
}

function Shell({ heading, status, children }: { heading: string; status?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Button component={RouterLink} to={ARTICLES} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        All Blog Articles
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {status}
      </Stack>
      {children}
    </Box>
  );
}

function StatusChip({ published }: { published: boolean }) {
  return <Chip label={published ? 'Published' : 'Draft'} color={published ? 'success' : 'default'} size="small" />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}
