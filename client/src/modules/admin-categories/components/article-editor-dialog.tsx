import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { LoadError } from '../../../shared/load-error';
import { RichTextEditor } from '../../../shared/rich-text-editor';
import { SeoFields, seoErrors } from '../../../shared/seo-fields';
import { useForm } from '../../../shared/use-form';
import { AdminCategoriesDocument } from '../graphql/admin-categories';
import { AdminCategoryArticleDocument } from '../graphql/category-article';
import { SaveCategoryArticleDocument } from '../graphql/save-category-article';
import { evictPublicCategories } from '../public-cache';

/** Column limits, checked here too for instant feedback (same messages as the server). */
const LIMITS = { title: 300, faqs: 30, question: 500, answer: 5000 };

interface Faq {
  key: number;
  question: string;
  answer: string;
}
interface Form {
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  faqs: Faq[];
}
const EMPTY: Form = { title: '', content: '', metaTitle: '', metaDescription: '', keywords: '', faqs: [] };

let nextKey = 1;
const faqRow = (question = '', answer = ''): Faq => ({ key: nextKey++, question, answer });

/** Text of some HTML, to tell an empty document ('<p></p>') from a real one. */
const textOf = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
};

const sameForm = (a: Form, b: Form) =>
  JSON.stringify({ ...a, faqs: a.faqs.map(({ question, answer }) => ({ question, answer })) }) ===
  JSON.stringify({ ...b, faqs: b.faqs.map(({ question, answer }) => ({ question, answer })) });

function validate(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  const tooLong = (field: keyof typeof LIMITS, label: string, value: string) => {
    if (value.trim().length > LIMITS[field]) errors[field] = `${label} must be at most ${LIMITS[field]} characters`;
  };
  if (!form.title.trim()) errors.title = 'Title is required';
  else tooLong('title', 'Title', form.title);
  if (!textOf(form.content)) errors.content = 'Content is required';
  Object.assign(errors, seoErrors(form));
  form.faqs.forEach((f, i) => {
    if (f.question.trim().length > LIMITS.question) errors[`faqs.${i}.question`] = `Question must be at most ${LIMITS.question} characters`;
    if (f.answer.trim().length > LIMITS.answer) errors[`faqs.${i}.answer`] = `Answer must be at most ${LIMITS.answer} characters`;
  });
  return errors;
}

export interface ArticleEditorDialogProps {
  category: { id: string; name: string } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The article of one category: title, rich-text content, SEO fields and FAQs. Only FAQ pairs with both a
 * question and an answer are saved; the meta title falls back to the title when left blank.
 */
export function ArticleEditorDialog({ category, onClose, onSaved }: ArticleEditorDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { data, loading, error, refetch } = useQuery(AdminCategoryArticleDocument, {
    variables: { categoryId: category?.id ?? '' },
    skip: !category,
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(SaveCategoryArticleDocument);
  // Changing a field leaves its error shown until the next save.
  const { values: form, setValues: setForm, errors, setErrors, validateAll } = useForm<Form, string>(EMPTY, validate);
  const loadedForm = useRef<Form>(EMPTY);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const article = data?.adminCategoryArticle;

  // Fill the form once the category's article (or its absence) has loaded.
  useEffect(() => {
    if (!category) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the form is filled from the article query once it arrives, and forgotten on closing
      setLoadedFor(null);
      return;
    }
    if (loading || error || loadedFor === category.id || data === undefined) return;
    const next: Form = article
      ? {
          title: article.title,
          content: article.content,
          // A meta title equal to the title is the default: leave it blank so it follows a new title.
          metaTitle: article.metaTitle === article.title ? '' : article.metaTitle,
          metaDescription: article.metaDescription ?? '',
          keywords: article.keywords ?? '',
          faqs: article.faqs.map((f) => faqRow(f.question, f.answer)),
        }
      : { ...EMPTY, faqs: [] };
    loadedForm.current = next;
    setForm(next);
    setErrors({});
    setFormError(null);
    setLoadedFor(category.id);
  }, [category, data, article, loading, error, loadedFor, setForm, setErrors]);

  const ready = Boolean(category) && loadedFor === category?.id;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setFaq = (key: number, field: 'question' | 'answer', value: string) =>
    setForm((f) => ({ ...f, faqs: f.faqs.map((q) => (q.key === key ? { ...q, [field]: value } : q)) }));

  const close = () => {
    if (saving.loading) return;
    // Read at the moment of closing: the editor may have rewritten the baseline (onLoad) after the last render.
    if (ready && !sameForm(form, loadedForm.current)) setConfirmDiscard(true);
    else onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!category || saving.loading) return;
    const found = validateAll();
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFormError('Please correct the highlighted fields.');
      return;
    }
    try {
      await save({
        variables: {
          categoryId: category.id,
          input: {
            title: form.title.trim(),
            content: form.content,
            metaTitle: form.metaTitle.trim() || null,
            metaDescription: form.metaDescription.trim() || null,
            keywords: form.keywords.trim() || null,
            faqs: form.faqs.map(({ question, answer }) => ({ question, answer })),
          },
        },
        refetchQueries: [AdminCategoriesDocument],
        update: (cache) => evictPublicCategories(cache, { articleOf: category.id }),
      });
      onSaved(`Article for "${category.name}" saved`);
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      setFormError(errorMessage(err));
    }
  };

  const completePairs = form.faqs.filter((f) => f.question.trim() && f.answer.trim()).length;

  return (
    <>
      <Dialog open={Boolean(category)} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen} scroll="paper">
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
          <DialogTitle id={titleId}>{category ? `Article: ${category.name}` : 'Article'}</DialogTitle>
          <DialogContent dividers>
            {error ? (
              <LoadError error={error} onRetry={() => void refetch()} />
            ) : !ready ? (
              <Stack spacing={2} role="status" aria-label="Loading the article">
                <Skeleton variant="rounded" height={56} />
                <Skeleton variant="rounded" height={280} />
                <Skeleton variant="rounded" height={56} />
              </Stack>
            ) : (
              <Stack spacing={2.5}>
                <FormError message={formError} />
                {!article && (
                  <Typography variant="body2" color="text.secondary">
                    This category has no article yet. It appears on the category page once saved.
                  </Typography>
                )}
                <TextField
                  label="Title"
                  value={form.title}
                  onChange={(e) => set('title', e.target.value)}
                  required
                  fullWidth
                  error={Boolean(errors.title)}
                  helperText={errors.title}
                />
                <RichTextEditor
                  label="Content"
                  value={form.content}
                  onChange={(html) => set('content', html)}
                  onLoad={(html) => {
                    // The loaded article as the editor writes it is the unchanged state (for the discard check).
                    const raw = loadedForm.current.content;
                    loadedForm.current = { ...loadedForm.current, content: html };
                    setForm((f) => (f.content === raw ? { ...f, content: html } : f));
                  }}
                  required
                  error={errors.content}
                />
                <Divider />
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  SEO Settings
                </Typography>
                <SeoFields values={form} onChange={set} errors={errors} title={form.title} keywordsExample="coffee, cafe, espresso" />
                <Divider />
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    FAQs
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Only questions with an answer are saved ({completePairs} of {form.faqs.length} complete).
                  </Typography>
                </Box>
                <Stack component="ol" spacing={1.5} aria-label="FAQs" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {form.faqs.map((faq, i) => (
                    <Paper component="li" key={faq.key} variant="outlined" sx={{ p: 1.5 }}>
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                        <Stack spacing={1.5} sx={{ flex: 1 }}>
                          <TextField
                            label={`Question ${i + 1}`}
                            value={faq.question}
                            onChange={(e) => setFaq(faq.key, 'question', e.target.value)}
                            fullWidth
                            size="small"
                            error={Boolean(errors[`faqs.${i}.question`])}
                            helperText={errors[`faqs.${i}.question`]}
                          />
                          <TextField
                            label={`Answer ${i + 1}`}
                            value={faq.answer}
                            onChange={(e) => setFaq(faq.key, 'answer', e.target.value)}
                            fullWidth
                            multiline
                            minRows={2}
                            size="small"
                            error={Boolean(errors[`faqs.${i}.answer`])}
                            helperText={errors[`faqs.${i}.answer`]}
                          />
                        </Stack>
                        <Tooltip title="Remove FAQ">
                          <IconButton
                            aria-label={`Remove FAQ ${i + 1}`}
                            onClick={() =>
                              set(
                                'faqs',
                                form.faqs.filter((q) => q.key !== faq.key),
                              )
                            }
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      </Box>
                    </Paper>
                  ))}
                </Stack>
                <Box>
                  <Button startIcon={<AddIcon />} onClick={() => set('faqs', [...form.faqs, faqRow()])} disabled={form.faqs.length >= LIMITS.faqs}>
                    Add FAQ
                  </Button>
                  {form.faqs.length >= LIMITS.faqs && (
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
                      At most {LIMITS.faqs} FAQs.
                    </Typography>
                  )}
                </Box>
              </Stack>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={close} disabled={saving.loading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!ready || saving.loading}>
              {saving.loading ? 'Saving...' : 'Save Article'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard changes?"
        confirmLabel="Discard"
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onClose={() => setConfirmDiscard(false)}
      >
        Your changes to this article have not been saved.
      </ConfirmDialog>
    </>
  );
}
