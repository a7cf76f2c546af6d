import { promisify } from 'node:util';
import { inflate as inflateCallback, constants as zlib } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

const inflate = promisify(inflateCallback);

/**
 * Names that make a PDF do something rather than show something: scripts (/JS, /JavaScript, also as an
 * /OpenAction or an /AA additional action), launching programs (/Launch), files carried inside it
 * (/EmbeddedFiles, /EmbeddedFile, /FileAttachment, /GoToE), forms that run or send (/XFA, /SubmitForm,
 * /ImportData) and embedded players (/RichMedia). Met as a key or a value anywhere in the document.
 */
const ACTIVE = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'EmbeddedFiles',
  'EmbeddedFile',
  'FileAttachment',
  'GoToE',
  'XFA',
  'SubmitForm',
  'ImportData',
  'RichMedia',
]);

/** Object streams may inflate to this much in all (a 10 MB PDF's objects are far less); more is refused. */
export const PDF_OBJECT_STREAM_BUDGET = 64 * 1024 * 1024;

export type PdfVerdict =
  | { ok: true; data: Buffer }
  | { ok: false; reason: 'unreadable' | 'encrypted' | 'active'; detail?: string };

/** A name as a PDF reader reads it: #xx escapes decoded in either case (pdf-lib decodes only upper case). */
const readName = (name: PDFName) => name.decodeText().replace(/^\//, '').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Checks a PDF for active content and writes it again: parsed by pdf-lib (objects inside object streams
 * included), every name of every object looked at, then saved from what was parsed. So what is stored is
 * exactly what was checked: no comments, no bytes between objects or after %%EOF (an HTML tail), no object
 * pdf-lib could not read (those refuse the file). Object streams are inflated first with a cap, so a
 * compression bomb is refused rather than inflated. pdf-lib parses in slices (it yields every 100 objects).
 */
export async function checkPdf(data: Buffer): Promise<PdfVerdict> {
  if (!(await objectStreamsWithinBudget(data))) return { ok: false, reason: 'unreadable', detail: 'object streams over budget' };
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch (err) {
    return { ok: false, reason: 'unreadable', detail: String(err).slice(0, 200) };
  }
  if (doc.isEncrypted) return { ok: false, reason: 'encrypted' };
  const found = findActive(doc);
  if (found) return { ok: false, reason: 'active', detail: found };
  try {
    return { ok: true, data: Buffer.from(await doc.save({ updateFieldAppearances: false, useObjectStreams: false })) };
  } catch (err) {
    return { ok: false, reason: 'unreadable', detail: String(err).slice(0, 200) };
  }
}

/** The first active name in the document's objects and trailer, or null. */
function findActive(doc: PDFDocument): string | null {
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject | undefined): string | null => {
    if (!obj || seen.has(obj)) return null;
    if (obj instanceof PDFName) {
      const name = readName(obj);
      return ACTIVE.has(name) ? name : null;
    }
    seen.add(obj);
    if (obj instanceof PDFStream) return visit(obj.dict);
    if (obj instanceof PDFDict) {
      for (const [key, value] of obj.entries()) {
        const hit = visit(key) ?? visit(value);
        if (hit) return hit;
      }
    } else if (obj instanceof PDFArray) {
      for (const value of obj.asArray()) {
        const hit = visit(value);
        if (hit) return hit;
      }
    }
    return null;
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const hit = visit(obj);
    if (hit) return hit;
  }
  const trailer = doc.context.trailerInfo;
  for (const value of [trailer.Root, trailer.Info, trailer.Encrypt, trailer.ID]) {
    const hit = visit(value);
    if (hit) return hit;
  }
  return null;
}

/**
 * Inflates every object stream (/Type /ObjStm) found in the raw bytes, off the main thread and capped, before
 * pdf-lib inflates them itself without a cap. False when they would inflate past the budget, or when one uses a
 * filter other than FlateDecode (which real files do not do; pdf-lib would decode it without a cap).
 */
async function objectStreamsWithinBudget(data: Buffer): Promise<boolean> {
  const text = data.toString('latin1');
  const streamStart = /\bstream(\r\n|\r|\n)/g;
  let budget = PDF_OBJECT_STREAM_BUDGET;
  for (let m = streamStart.exec(text); m; m = streamStart.exec(text)) {
    const from = Math.max(0, m.index - 4096);
    const head = text.slice(from, m.index);
    const objAt = head.lastIndexOf(' obj');
    const dict = (objAt >= 0 ? head.slice(objAt) : head).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    const filters = [...dict.matchAll(/\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/g)].map((f) => f[1]);
    if (filters.some((f) => f.replace(/[[\]\s]/g, '') !== '/FlateDecode')) return false;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const body = data.subarray(start, end < 0 ? data.length : end);
    if (filters.length === 0) {
      budget -= body.length;
    } else {
      try {
        const out = await inflate(body, { maxOutputLength: Math.max(1, budget), finishFlush: zlib.Z_SYNC_FLUSH });
        budget -= out.length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        // Broken data: pdf-lib meets it too, and refuses the file.
      }
    }
    if (budget < 0) return false;
    streamStart.lastIndex = end < 0 ? data.length : end;
  }
  return true;
}
