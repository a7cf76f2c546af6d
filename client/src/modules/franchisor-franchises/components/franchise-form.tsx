import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FranchiseStatus } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorMessage, fieldErrors } from '../../../shared/errors';
import { useForm } from '../../../shared/use-form';
import { useLeaveGuard } from '../../../shared/use-leave-guard';
import {
  type FaqEntry,
  type FormMode,
  type FranchiseFormValues,
  LIMITS,
  type StoryEntry,
  type TestimonialEntry,
  emptyFaq,
  emptyStory,
  emptyTestimonial,
  imageFileError,
  toInput,
  validateForm,
} from '../form-model';
import { CreateMyFranchiseDocument } from '../graphql/create-my-franchise';
import { FranchiseFormCategoriesDocument } from '../graphql/form-categories';
import { UpdateMyFranchiseDocument } from '../graphql/update-my-franchise';
import { KeyFactsFields } from './key-facts-fields';
import { BrochurePicker } from './brochure-picker';
import { CategoryRows } from './category-rows';
import { type EntryTextField, EntriesSection } from './entries-section';
import { FormSection } from './form-section';
import { GalleryPicker } from './gallery-picker';
import { ImagePicker } from '../../../shared/image-picker';
import { AreasField } from './areas-field';
import { LocationField } from './location-field';

/** Where each mode goes after saving or cancelling (spec 02 section 2). */
const DONE: Record<FormMode, string> = { create: '/franchisor/dashboard', edit: '/franchisor/franchises' };

/** The three lists of entries: their words, fields and a new entry. */
const FAQS = {
  title: 'FAQs',
  intro: 'Only questions with an answer are saved.',
  itemLabel: 'FAQ',
  addLabel: 'Add FAQ',
  fields: [
    { name: 'question', label: 'Question' },
    { name: 'answer', label: 'Answer', minRows: 2 },
  ] satisfies EntryTextField<FaqEntry>[],
  newEntry: emptyFaq,
};
const TESTIMONIALS = {
  title: 'Testimonials',
  intro: 'Only testimonials with both an author and their words are saved.',
  itemLabel: 'Testimonial',
  addLabel: 'Add testimonial',
  fields: [
    { name: 'authorName', label: 'Author name' },
    { name: 'content', label: 'Testimonial', minRows: 2 },
  ] satisfies EntryTextField<TestimonialEntry>[],
  newEntry: emptyTestimonial,
};
const STORIES = {
  title: 'Success Stories',
  intro: 'Only stories with a title and a story are saved; the image is optional.',
  itemLabel: 'Success story',
  addLabel: 'Add success story',
  fields: [
    { name: 'title', label: 'Title' },
    { name: 'content', label: 'Story', minRows: 3 },
  ] satisfies EntryTextField<StoryEntry>[],
  newEntry: emptyStory,
};

export interface FranchiseFormProps {
  mode: FormMode;
  initial: FranchiseFormValues;
  /** Edit: the listing's id and its review status now. */
  franchiseId?: string;
  status?: FranchiseStatus;
  /** Edit: the live listing has changes in review (the page says so itself). */
  changesInReview?: boolean;
}

/**
 * The franchise form of spec 02 section 5, for Add New Franchise and Edit Franchise. Checks on the
 * client with the server's messages, shows the server's field errors by field, asks before leaving
 * with unsaved changes. An approved listing's saved edit is sent for review while the live version stays.
 */
export function FranchiseForm({ mode, initial, franchiseId, status, changesInReview = false }: FranchiseFormProps) {
  const navigate = useNavigate();
  const form = useForm<FranchiseFormValues, string>(initial, (v) => validateForm(v, mode));
  const { values, errors, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const errorBox = useRef<HTMLDivElement>(null);
  const categories = useQuery(FranchiseFormCategoriesDocument);
  const [create, createState] = useMutation(CreateMyFranchiseDocument);
  const [update, updateState] = useMutation(UpdateMyFranchiseDocument);
  const saving = createState.loading || updateState.loading;
  const { blocker, allowLeaving } = useLeaveGuard(dirty && !saving);

  /** A changed field (or list) drops its errors: they named what was there before. */
  const set = <K extends keyof FranchiseFormValues>(field: K, value: FranchiseFormValues[K]) => {
    form.set(field, value);
    setDirty(true);
  };
  /** A list's entries, limit, errors and changes, for its EntriesSection. */
  const listProps = <K extends 'faqs' | 'testimonials' | 'successStories'>(list: K) => ({
    list,
    items: values[list],
    max: LIMITS[list],
    errors,
    disabled: saving,
    onChange: (items: FranchiseFormValues[K]) => set(list, items),
  });
  const text = (field: 'name' | 'shortDescription' | 'longDescription', label: string, extra: object = {}) => ({
    label,
    value: values[field],
    required: true,
    fullWidth: true,
    disabled: saving,
    error: Boolean(errors[field]),
    helperText: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    ...extra,
  });

  const showProblem = (message: string) => {
    setFormError(message);
    requestAnimationFrame(() => errorBox.current?.focus());
  };

  const save = async () => {
    setFormError(null);
    try {
      const input = toInput(values);
      if (mode === 'create') {
        await create({ variables: { input }, update: (cache) => cache.evict({ fieldName: 'myFranchises' }) });
      } else {
        await update({ variables: { id: franchiseId!, input }, update: (cache) => cache.evict({ fieldName: 'myFranchises' }) });
      }
      allowLeaving();
      void navigate(DONE[mode], {
        state: {
          notice:
            mode === 'create'
              ? `${values.name.trim()} was submitted for review.`
              : status === 'APPROVED'
                ? `Your changes to ${values.name.trim()} were sent for review. The live listing stays as it is until they are approved.`
                : `Your changes to ${values.name.trim()} were saved and sent for review.`,
        },
      });
    } catch (err) {
      setErrors(fieldErrors(err));
      showProblem(errorMessage(err, 'The franchise could not be saved. Please try again.'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = form.validateAll();
    if (Object.keys(problems).length > 0) {
      showProblem('Please correct the highlighted fields.');
      return;
    }
    void save();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      {mode === 'edit' && status === 'APPROVED' && !changesInReview && (
        <Alert severity="info">
          This listing is live. Saved changes are sent for review; the live listing stays in the directory as it is until an administrator approves
          them.
        </Alert>
      )}

      <FormSection title="Basic Information">
        <TextField {...text('name', 'Franchise Name')} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <LocationField value={values.location} onChange={(v) => set('location', v)} error={errors.location} disabled={saving} />
        <AreasField value={values.areas} onChange={(v) => set('areas', v)} error={errors.areas} disabled={saving} />
        <TextField
          {...text('shortDescription', 'Short Description')}
          multiline
          minRows={2}
          helperText={errors.shortDescription ?? `Shown on listing cards. ${values.shortDescription.length}/500`}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <TextField {...text('longDescription', 'Long Description')} multiline minRows={6} maxRows={18} />
        <TextField
          label="Investment Amount"
          required
          type="number"
          value={values.investmentAmount}
          onChange={(e) => set('investmentAmount', e.target.value)}
          disabled={saving}
          error={Boolean(errors.investmentAmount)}
          helperText={errors.investmentAmount ?? 'In pounds, e.g. 85000'}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{
            htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
          }}
        />
      </FormSection>

      <FormSection
        title="Key facts"
        intro="Optional. Buyers compare these side by side; leave blank what you would rather discuss in person. A turnover or earnings figure must say what it is based on, the period it covers and when you stated it."
      >
        <KeyFactsFields value={values.keyFacts} onChange={(v) => set('keyFacts', v)} errors={errors} disabled={saving} />
      </FormSection>

      <FormSection title="Categories">
        <CategoryRows
          mode={mode}
          rows={values.categories}
          onChange={(rows) => set('categories', rows)}
          categories={categories.data?.mainCategories}
          loading={categories.loading}
          failed={Boolean(categories.error)}
          error={errors.categories ?? Object.entries(errors).find(([k]) => k.startsWith('categories.'))?.[1]}
          disabled={saving}
        />
      </FormSection>

      <FormSection title="Images and Brochure">
        <ImagePicker
          label="Main image"
          required={mode === 'create'}
          file={values.mainImage}
          savedUrl={values.mainImageUrl}
          onFile={(file) => {
            set('mainImage', file);
            if (file && imageFileError(file)) setErrors((e) => ({ ...e, mainImage: imageFileError(file)! }));
          }}
          error={errors.mainImage}
          hint="JPEG, PNG, GIF or WebP, up to 10 MB. Shown on listing cards and at the top of the franchise page."
          disabled={saving}
        />
        <GalleryPicker items={values.gallery} onChange={(items) => set('gallery', items)} errors={errors} disabled={saving} />
        <BrochurePicker
          file={values.brochure}
          savedUrl={values.brochureUrl}
          removed={values.removeBrochure}
          error={errors.brochure}
          disabled={saving}
          onFile={(file, problem) => {
            set('brochure', file);
            if (problem) setErrors((e) => ({ ...e, brochure: problem }));
          }}
          onRemovedChange={(removed) => set('removeBrochure', removed)}
        />
      </FormSection>

      <EntriesSection {...FAQS} {...listProps('faqs')} />

      <EntriesSection {...TESTIMONIALS} {...listProps('testimonials')} />

      <EntriesSection
        {...STORIES}
        {...listProps('successStories')}
        more={(s, i, change) => (
          <ImagePicker
            label={`Success story ${i + 1} image`}
            compact
            file={s.image}
            savedUrl={s.imageUrl}
            onFile={(file) => change({ image: file })}
            onRemoveSaved={() => change({ imageUrl: null })}
            error={errors[`successStories.${i}.image`] ?? (s.image ? imageFileError(s.image) : undefined)}
            hint="Optional."
            disabled={saving}
          />
        )}
      />

      <Box ref={errorBox} tabIndex={-1} sx={{ outline: 'none' }}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
      </Box>

      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        <Button variant="outlined" onClick={() => void navigate(DONE[mode])} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save Franchise'}
        </Button>
      </Box>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        Your changes to this franchise have not been saved and will be lost.
      </ConfirmDialog>
    </Box>
  );
}
