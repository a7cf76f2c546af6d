import { Messages } from '../../common/errors';
import { FileVisibility } from '../files/stored-file.entity';
import { MAX_IMAGE_PIXELS, type UploadRules } from '../files/upload.service';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Every message attachment: an image or a PDF up to 10 MB, checked by content, private to the two parties. Images
 * are re-encoded at their own size (metadata such as EXIF dropped, orientation applied), PDFs checked and rewritten.
 */
export const messageAttachmentRules = (ownerId: string): UploadRules => ({
  kinds: ['image', 'pdf'],
  maxBytes: ATTACHMENT_MAX_BYTES,
  folder: 'message-attachments',
  visibility: FileVisibility.PRIVATE,
  ownerId,
  messages: {
    wrongType: Messages.attachmentWrongType,
    tooLarge: Messages.attachmentTooLarge,
    pdfActive: Messages.attachmentPdfActive,
    pdfEncrypted: Messages.attachmentPdfEncrypted,
  },
  maxPixels: { pixels: MAX_IMAGE_PIXELS, message: Messages.attachmentTooManyPixels },
});
