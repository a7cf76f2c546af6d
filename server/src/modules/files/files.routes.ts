import { partyIdOf } from '../auth/franchisor-of';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { logger } from '../../common/logger';
import { accountOf, requireAccount } from '../../http/require-account';
import type { Services } from '../../services';
import { ImageVariants, canResize, parseVariant } from './image-variants';
import type { StoredFile } from './stored-file.entity';

const contentDisposition = (type: 'inline' | 'attachment', name: string) =>
  `${type}; filename="${name.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

async function send(services: Services, res: Response, file: StoredFile, disposition: 'inline' | 'attachment') {
  const stream = await services.storage.open(file.storageKey);
  if (!stream) {
    res.status(404).end();
    return;
  }
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.sizeBytes));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', contentDisposition(disposition, file.originalName));
  try {
    await pipeline(stream, res);
  } catch (err) {
    logger.warn('File stream ended early', { key: file.storageKey, err: String(err) });
  }
}

/**
 * /uploads/{key}: public files (listing images, brochures, banners), cacheable forever since keys are never reused;
 * images inline, brochures as attachments (Content-Disposition: attachment), all with nosniff;
 * an image also in other widths and formats (`?w=640&fm=webp`, see image-variants.ts).
 * /files/{id}: private files (message attachments), only through the one access check (a live session of any
 * account type, approved where its portal requires it) and then only for the people the file service allows.
 */
export function filesRouter(services: Services): Router {
  const router = Router();
  const variants = new ImageVariants(services.storage, services.decodePool);

  router.get('/uploads/*key', async (req, res, next) => {
    try {
      const key = req.params.key.join('/');
      const file = await services.files.publicFile(key);
      if (!file) {
        res.status(404).end();
        return;
      }
      const variant = parseVariant(req.query);
      if (variant === 'invalid' || (variant && !canResize(file.mimeType))) {
        res.status(400).type('text/plain').send('This image is not offered in that size or format.');
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      if (!variant) {
        // Images are shown in pages; anything else (a brochure) is downloaded, never opened in the site's origin.
        await send(services, res, file, file.mimeType.startsWith('image/') ? 'inline' : 'attachment');
        return;
      }
      const image = await variants.get(key, variant);
      if (!image) {
        res.status(404).end();
        return;
      }
      res.setHeader('Content-Type', image.contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(image.data);
    } catch (err) {
      next(err);
    }
  });

  const signedIn = requireAccount(services, { messages: { signIn: 'Sign in to download this file.' } });
  router.get('/files/:id', signedIn, async (req, res, next) => {
    try {
      const file = await services.files.privateFileFor(partyIdOf(accountOf(res)), req.params.id as string);
      if (!file) {
        res.status(404).type('text/plain').send('File not found.');
        return;
      }
      await send(services, res, file, 'attachment');
    } catch (err) {
      next(err);
    }
  });

  return router;
}
