/** Client-side checks of a message attachment, with the server's messages (the server checks the content). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,application/pdf';
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_HINT = 'Optional. An image (JPEG, PNG, GIF, WebP) or a PDF, up to 10 MB.';

export function attachmentError(file: File): string | undefined {
  if (!ATTACHMENT_ACCEPT.split(',').includes(file.type)) return 'Attachments must be an image or a PDF';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'Attachments must be smaller than 10MB';
  return undefined;
}

/** "2.4 MB", "830 KB" */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
