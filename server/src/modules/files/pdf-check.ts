import { promisify } from 'node:util';
import { inflate as inflateCallback, constants as zlib } from 'node:zlib';
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  type PDFRawStream,
  PDFStream,
  PDFXRefStreamParser,
} from 'pdf-lib';

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

/**
 * Object and cross-reference streams may inflate to this much in all; more is refused. Real files hold far less
 * (those streams carry only dictionaries and offsets), and pdf-lib inflates them in JavaScript on the main thread, so this bounds that pause too.
 */
export const PDF_OBJECT_STREAM_BUDGET = 16 * 1024 * 1024;

export type PdfVerdict = { ok: true; data: Buffer } | { ok: false; reason: 'unreadable' | 'encrypted' | 'active'; detail?: string };

/** A name as a PDF reader reads it: #xx escapes decoded in either case (pdf-lib decodes only upper case). */
const readName = (name: PDFName) =>
  name
    .decodeText()
    .replace(/^\//, '')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Checks a PDF for active content and writes it again: parsed by pdf-lib (objects inside object streams
 * included), every name of every object looked at, then saved from what was parsed. So what is stored is
 * exactly what was checked: no comments, no bytes between objects or after %%EOF (an HTML tail), no object
 * pdf-lib could not read (those refuse the file). Object and cross-reference streams are inflated first with a
 * cap, so a compression bomb is refused rather than inflated. pdf-lib parses in slices (it yields every 100 objects).
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
  // A document is a catalog with at least one page; a file that merely starts with %PDF has none.
  try {
    if (doc.getPageCount() < 1) return { ok: false, reason: 'unreadable', detail: 'no pages' };
  } catch (err) {
    return { ok: false, reason: 'unreadable', detail: String(err).slice(0, 200) };
  }
  const found = findActive(doc);
  if (found) return { ok: false, reason: 'active', detail: found };
  try {
    return { ok: true, data: Buffer.from(await doc.save({ updateFieldAppearances: false, useObjectStreams: false, addDefaultPage: false })) };
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
 * pdf-lib inflates object streams (/Type /ObjStm) and cross-reference streams (/Type /XRef) while it parses, in
 * JavaScript and without a cap. So a first pass parses with both left alone (pdf-lib's own tokenizer finds them,
 * no guessing from the raw bytes), collects them, and inflates them off the main thread (zlib, maxOutputLength)
 * within the budget; only then does the real parse run. False when they would inflate past it, or when one uses a
 * filter other than FlateDecode (which real files do not do; pdf-lib would decode it without a cap).
 */
async function objectStreamsWithinBudget(data: Buffer): Promise<boolean> {
  deferStreamDecoding();
  const parser = PDFParser.forBytesWithOptions(data, 100, true);
  const context = (parser as unknown as { context: PDFContext }).context;
  const streams: PDFRawStream[] = [];
  scanning.set(context, streams);
  try {
    await parser.parseDocument();
  } catch {
    return true; // unreadable: the real parse meets the same error and refuses the file
  } finally {
    scanning.delete(context);
  }
  let budget = PDF_OBJECT_STREAM_BUDGET;
  for (const stream of streams) {
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
    if (filters.length > 1 || filters.some((f) => f !== PDFName.of('FlateDecode'))) return false;
    if (filters.length === 0) {
      budget -= stream.contents.length;
    } else {
      try {
        const out = await inflate(stream.contents, { maxOutputLength: Math.max(1, budget), finishFlush: zlib.Z_SYNC_FLUSH });
        budget -= out.length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        // Broken data: pdf-lib meets it too, and refuses the file.
      }
    }
    if (budget < 0) return false;
  }
  return true;
}

/** Parses in progress whose object and cross-reference streams are collected rather than decoded (first pass). */
const scanning = new WeakMap<PDFContext, PDFRawStream[]>();
let deferring = false;

/**
 * Makes pdf-lib's stream parsers collect instead of decode for the parses in `scanning`; every other parse (the real
 * one, any other user of pdf-lib) runs as pdf-lib wrote it. Installed once, on first use.
 */
function deferStreamDecoding(): void {
  if (deferring) return;
  deferring = true;
  const objectStream = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (raw, shouldWaitForTick) => {
    const collected = scanning.get(raw.dict.context);
    if (!collected) return objectStream(raw, shouldWaitForTick);
    collected.push(raw);
    return { parseIntoContext: () => Promise.resolve(undefined) } as unknown as PDFObjectStreamParser;
  };
  const xrefStream = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (raw) => {
    const collected = scanning.get(raw.dict.context);
    if (!collected) return xrefStream(raw);
    collected.push(raw);
    return { parseIntoContext: () => [] } as unknown as PDFXRefStreamParser;
  };
}
