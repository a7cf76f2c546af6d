import TextField from '@mui/material/TextField';

/** The SEO settings of a post or a category article: meta title, meta description and keywords. */
export interface SeoValues {
  metaTitle: string;
  metaDescription: string;
  keywords: string;
}

/** Column limits (same as the server). */
export const SEO_LIMITS = { metaTitle: 300, metaDescription: 500, keywords: 500 } as const;

/** Spec 02 sections 5 and 9: a hint only. */
export const META_DESCRIPTION_RECOMMENDED = { min: 150, max: 160 } as const;

const SEO_LABELS: Record<keyof SeoValues, string> = { metaTitle: 'Meta title', metaDescription: 'Meta description', keywords: 'Keywords' };

/** The SEO fields' errors (all three are optional), with the server's messages. */
export function seoErrors(values: SeoValues): Partial<Record<keyof SeoValues, string>> {
  const errors: Partial<Record<keyof SeoValues, string>> = {};
  for (const field of Object.keys(SEO_LIMITS) as (keyof SeoValues)[]) {
    if (values[field].trim().length > SEO_LIMITS[field]) errors[field] = `${SEO_LABELS[field]} must be at most ${SEO_LIMITS[field]} characters`;
  }
  return errors;
}

/** The counter under the meta description. */
export function metaDescriptionHint(text: string): string {
  const n = text.trim().length;
  const { min, max } = META_DESCRIPTION_RECOMMENDED;
  const verdict =
    n === 0
      ? ''
      : n < min
        ? ` (${min - n} short of the recommended length)`
        : n > max
          ? ` (${n - max} over the recommended length)`
          : ' (a good length)';
  return `${n} characters${verdict}. Recommended length: ${min}-${max} characters.`;
}

export interface SeoFieldsProps {
  values: SeoValues;
  onChange: (field: keyof SeoValues, value: string) => void;
  errors: Partial<Record<string, string>>;
  /** The title: the meta title's placeholder, used when it is left blank. */
  title: string;
  /** Example keywords for the hint, e.g. 'franchise, funding, first steps'. */
  keywordsExample: string;
}

/** Meta title (blank: the title), meta description with its length counter, and keywords. */
export function SeoFields({ values, onChange, errors, title, keywordsExample }: SeoFieldsProps) {
  return (
    <>
      <TextField
        label="Meta title"
        value={values.metaTitle}
        onChange={(e) => onChange('metaTitle', e.target.value)}
        placeholder={title.trim() || undefined}
        fullWidth
        error={Boolean(errors.metaTitle)}
        helperText={errors.metaTitle ?? 'Leave blank to use the title.'}
      />
      <TextField
        label="Meta description"
        value={values.metaDescription}
        onChange={(e) => onChange('metaDescription', e.target.value)}
        fullWidth
        multiline
        minRows={2}
        error={Boolean(errors.metaDescription)}
        helperText={errors.metaDescription ?? metaDescriptionHint(values.metaDescription)}
        slotProps={{
          formHelperText: { 'aria-live': 'polite' } as object,
        }}
      />
      <TextField
        label="Keywords"
        value={values.keywords}
        onChange={(e) => onChange('keywords', e.target.value)}
        fullWidth
        error={Boolean(errors.keywords)}
        helperText={errors.keywords ?? `Comma separated, e.g. ${keywordsExample}`}
      />
    </>
  );
}
