import { Messages } from '../../common/errors';
import { FileVisibility } from '../files/stored-file.entity';
import { MAX_IMAGE_PIXELS, type UploadRules } from '../files/upload.service';

export const LISTING_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Storage folders of the spec (section 7): main-images, gallery, success-stories, brochures. */
export type ListingImageFolder = 'main-images' | 'gallery' | 'success-stories';

/** A listing image: checked by content, re-encoded by sharp, public once saved. */
export const listingImageRules = (ownerId: string, folder: ListingImageFolder): UploadRules => ({
  kinds: ['image'],
  maxBytes: LISTING_FILE_MAX_BYTES,
  folder,
  visibility: FileVisibility.PUBLIC,
  ownerId,
  messages: { wrongType: Messages.selectImageFile, tooLarge: Messages.imageTooLarge, unreadable: Messages.invalidImageFile },
  maxPixels: { pixels: MAX_IMAGE_PIXELS, message: Messages.imageTooManyPixels },
  reencode: { maxSide: 2000 },
});

/** The brochure: a PDF by its bytes, without active content; stored as rewritten by pdf-lib (files/pdf-check.ts). */
export const brochureRules = (ownerId: string): UploadRules => ({
  kinds: ['pdf'],
  maxBytes: LISTING_FILE_MAX_BYTES,
  folder: 'brochures',
  visibility: FileVisibility.PUBLIC,
  ownerId,
  messages: {
    wrongType: Messages.brochureNotPdf,
    tooLarge: Messages.brochureTooLarge,
    pdfActive: Messages.brochurePdfActive,
    pdfEncrypted: Messages.brochurePdfEncrypted,
  },
  maxPixels: { pixels: MAX_IMAGE_PIXELS, message: Messages.imageTooManyPixels },
});
