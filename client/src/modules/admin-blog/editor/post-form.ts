/** The blog post editor's form: values, the checks made before sending (same messages as the server). */

import { seoErrors } from '../../../shared/seo-fields';

export const POST_LIMITS = {
  title: 300,
  author: 200,
} as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
import { IMAGE_ACCEPT } from '../../../shared/image-files';

export const PostMessages = {
  selectImageFile: 'Please select an image file',
  imageTooLarge: 'Image must be smaller than 5MB',
  correctFields: 'Please correct the highlighted fields.',
} as const;

export interface PostForm {
  title: string;
  author: string;
  /** '' for no category. */
  categoryId: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  /** A newly chosen featured image. */
  image: File | null;
  /** The saved image is to be removed. */
  removeImage: boolean;
}

export const emptyPostForm = (author = ''): PostForm => ({
  title: '',
  author,
  categoryId: '',
  content: '',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  image: null,
  removeImage: false,
});

export const sameForm = (a: PostForm, b: PostForm) => (Object.keys(a) as (keyof PostForm)[]).every((key) => a[key] === b[key]);

/** Text of some HTML, to tell an empty document from a real one. */
const textOf = (html: string) => (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();

export function imageError(file: File): string | null {
  if (!IMAGE_ACCEPT.split(',').includes(file.type)) return PostMessages.selectImageFile;
  if (file.size > IMAGE_MAX_BYTES) return PostMessages.imageTooLarge;
  return null;
}

export function validatePost(form: PostForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: keyof typeof POST_LIMITS, label: string, required: boolean) => {
    const value = form[field].trim();
    if (required && !value) errors[field] = `${label} is required`;
    else if (value.length > POST_LIMITS[field]) errors[field] = `${label} must be at most ${POST_LIMITS[field]} characters`;
  };
  check('title', 'Title', true);
  check('author', 'Author', true);
  if (!textOf(form.content)) errors.content = 'Content is required';
  Object.assign(errors, seoErrors(form));
  const image = form.image && imageError(form.image);
  if (image) errors.image = image;
  return errors;
}
