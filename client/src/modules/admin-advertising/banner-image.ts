/** Spec 02 sections 5 and 9: the banner image rules, checked in the browser before upload (and again on the server). */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 230;
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_ACCEPT = 'image/png,image/jpeg,image/gif';

export const BannerMessages = {
  notImage: 'Please select an image file',
  tooLarge: 'Image must be smaller than 5MB',
  wrongSize: 'Banner must be exactly 1920x230 pixels',
  unreadable: 'Invalid image file',
  required: 'Please fill in all required fields',
  failed: 'Failed to create banner ad',
} as const;

/** The first rule the file breaks, or null when it is a readable 1920x230 image under 5MB. */
export async function checkBannerImage(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return BannerMessages.notImage;
  if (file.size > BANNER_MAX_BYTES) return BannerMessages.tooLarge;
  let size: { width: number; height: number };
  try {
    const bitmap = await createImageBitmap(file);
    size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
  } catch {
    return BannerMessages.unreadable;
  }
  return size.width === BANNER_WIDTH && size.height === BANNER_HEIGHT ? null : BannerMessages.wrongSize;
}
