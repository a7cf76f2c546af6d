import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { FormError } from '../../../shared/form-error';
import { useForm } from '../../../shared/use-form';
import { maxChars, required } from '../../../shared/validation';
import { CreateCategoryDocument } from '../graphql/create-category';
import { UpdateCategoryDocument } from '../graphql/update-category';
import { AdminCategoriesDocument } from '../graphql/admin-categories';
import { evictPublicCategories } from '../public-cache';

export const NAME_MAX = 120;
const NO_PARENT = '';
/** The name's checks; the parent is a list (the server checks it exists). */
const rules = { name: [required('Category name'), maxChars('Category name', NAME_MAX)] };

export type CategoryDialogState = { mode: 'add'; parentId?: string | null } | { mode: 'edit'; id: string; name: string; parentName: string | null };

interface Props {
  state: CategoryDialogState | null;
  mainCategories: { id: string; name: string }[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Add (name and, only here, the parent) or rename a category. */
export function CategoryDialog({ state, mainCategories, onClose, onSaved }: Props) {
  const titleId = useId();
  const { values, setValues, errors, setErrors, validateAll } = useForm({ name: '', parentId: NO_PARENT }, rules);
  const { name, parentId } = values;
  const [formError, setFormError] = useState<string | null>(null);
  const [create, created] = useMutation(CreateCategoryDocument);
  const [update, updated] = useMutation(UpdateCategoryDocument);
  const busy = created.loading || updated.loading;

  // The form starts again from each dialog state it is opened with (set while rendering, not in an effect after it).
  const [shownFor, setShownFor] = useState<typeof state | undefined>(undefined);
  if (state !== shownFor) {
    setShownFor(state);
    if (state) {
      setValues({ name: state.mode === 'edit' ? state.name : '', parentId: state.mode === 'add' ? (state.parentId ?? NO_PARENT) : NO_PARENT });
      setErrors({});
      setFormError(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!state || busy) return;
    const trimmed = name.trim();
    if (validateAll().name) return;
    setFormError(null);
    try {
      if (state.mode === 'add') {
        await create({
          variables: { input: { name: trimmed, parentId: parentId || null } },
          refetchQueries: [AdminCategoriesDocument],
          awaitRefetchQueries: true,
          update: (cache) => evictPublicCategories(cache, {}),
        });
        onSaved(`Category "${trimmed}" added`);
      } else {
        await update({
          variables: { id: state.id, input: { name: trimmed } },
          refetchQueries: [AdminCategoriesDocument],
          awaitRefetchQueries: true,
          update: (cache) => evictPublicCategories(cache, { renamed: { id: state.id, name: trimmed } }),
        });
        onSaved(`Category renamed to "${trimmed}"`);
      }
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.name || fields.parentId) setErrors({ name: fields.name, parentId: fields.parentId });
      else setFormError(errorMessage(error));
    }
  };

  const adding = state?.mode === 'add';
  return (
    <Dialog open={Boolean(state)} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{adding ? 'Add Category' : 'Edit Category'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <TextField
              label="Category name"
              value={name}
              onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
              required
              autoFocus
              fullWidth
              error={Boolean(errors.name)}
              helperText={errors.name}
              slotProps={{ htmlInput: { maxLength: NAME_MAX + 20 } }}
            />
            {adding ? (
              <TextField
                select
                label="Parent category"
                value={parentId}
                onChange={(e) => setValues((v) => ({ ...v, parentId: e.target.value }))}
                fullWidth
                error={Boolean(errors.parentId)}
                helperText={errors.parentId ?? 'Leave as "None" for a main category.'}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value={NO_PARENT}>None (main category)</MenuItem>
                {mainCategories.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              state?.mode === 'edit' && (
                <Typography variant="body2" color="text.secondary">
                  {state.parentName ? `Subcategory of ${state.parentName}.` : 'Main category.'} The parent is chosen only when a category is added.
                </Typography>
              )
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : adding ? 'Add Category' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
