import { Messages } from '../../common/errors';
import { FileVisibility } from '../files/stored-file.entity';
import type { UploadRules } from '../files/upload.service';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Every message attachment: an image or a PDF up to 10 MB, checked by content, private to the two parties. */
export const messageAttachmentRules = (ownerId: string): UploadRules => ({
  kinds: ['image', 'pdf'],
  maxBytes: ATTACHMENT_MAX_BYTES,
  folder: 'message-attachments',
  visibility: FileVisibility.PRIVATE,
  ownerId,
  messages: { wrongType: Messages.attachmentWrongType, tooLarge: Messages.attachmentTooLarge },
});
