import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import type { FileStorage } from '../../modules/files/storage';
import { FileVisibility, StoredFile } from '../../modules/files/stored-file.entity';
import { bannerArt, heroArt, type Palette, patternArt, sceneArt, turnPalette } from './art';
import { CATEGORIES, type Motif } from './data/categories';
import { FRANCHISES, type FranchiseDef } from './data/franchises';
import { Random, seedId } from './random';

/** Listing pictures; banners must be exactly what the banner upload accepts. */
const PHOTO = { width: 1200, height: 800 };
const BANNER = { width: 1920, height: 230 };
/** Without Huffman-table optimisation: faster to encode, about 15% more bytes. */
const JPEG = { quality: 80, optimiseCoding: false } as const;

interface PlannedImage {
  key: string;
  width: number;
  height: number;
  svg: () => string;
}

interface WrittenFile {
  key: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
}

const url = (key: string) => `/uploads/${key}`;

/** What a listing's pictures show: the food it sells where it sells one, else its sector's illustration. */
export function listingMotif(def: Pick<FranchiseDef, 'name' | 'sub'>, sectorMotif: Motif): Motif {
  if (/pizz/i.test(def.name)) return 'pizza';
  if (/sundae|dessert|ice cream|gelato/i.test(def.name)) return 'icecream';
  const bySub: Record<string, Motif> = { bakery: 'cake', takeaway: 'bowl', restaurants: 'bowl', 'mobile-catering': 'van', vending: 'bag' };
  return bySub[def.sub ?? ''] ?? sectorMotif;
}

/**
 * The demo's pictures and documents. The pool is planned up front (so URLs are known at once),
 * rendered in the background while the rows are inserted, written through FileStorage, and
 * recorded as public stored_files by finish().
 */
export class SeedMedia {
  /** Per category key: one picture of the sector (blog posts about it). */
  readonly categoryPictures = new Map<string, string>();
  /** Per listing key: its own main picture (null: the placeholder shows) and its gallery. */
  readonly listings = new Map<string, { main: string | null; gallery: string[] }>();
  /** Mixed-sector scenes for the blog. */
  readonly scenes: string[] = [];
  readonly banners: Record<'main' | 'category' | 'expired' | 'pending', string>;

  private readonly planned: PlannedImage[] = [];
  private readonly documents: Array<{ key: string; originalName: string; data: Buffer }> = [];
  private rendering: Promise<WrittenFile[]> | null = null;

  constructor() {
    const { width, height } = PHOTO;
    const sectors = new Map(CATEGORIES.map((c) => [c.key, c]));
    for (const c of CATEGORIES) {
      this.categoryPictures.set(
        c.key,
        this.plan(`seed/category-${c.key}.jpg`, PHOTO, (r) => heroArt(width, height, c.art.colours, c.art.motif, 2, r)),
      );
    }
    // Every listing has a main picture of its own (its illustration in its own turn of the sector's colours);
    // galleries show the same illustration, shared by the listings of one sector that draw it.
    const galleries = new Map<string, string[]>();
    for (const def of FRANCHISES) {
      const sector = sectors.get(def.category)!;
      const palette = sector.art.colours as Palette;
      const m = listingMotif(def, sector.art.motif);
      const look = `${sector.key}-${m}`;
      if (!galleries.has(look)) {
        galleries.set(look, [
          this.plan(`seed/gallery-${look}-1.jpg`, PHOTO, (r) => patternArt(width, height, palette, m, r)),
          this.plan(`seed/gallery-${look}-2.jpg`, PHOTO, (r) => heroArt(width, height, palette, m, 2, r)),
        ]);
      }
      const main = def.noImage
        ? null
        : this.plan(`seed/franchise-${def.key}.jpg`, PHOTO, (r) => heroArt(width, height, turnPalette(palette, r.int(-40, 40)), m, 1, r));
      this.listings.set(def.key, { main, gallery: galleries.get(look)! });
    }
    const scenes: Array<[Palette, Motif[]]> = [
      [
        ['#0f172a', '#2563eb', '#fcd34d'],
        ['house', 'key', 'chart'],
      ],
      [
        ['#064e3b', '#10b981', '#fef08a'],
        ['people', 'heart', 'blocks'],
      ],
      [
        ['#312e81', '#a855f7', '#fbcfe8'],
        ['plane', 'bag', 'cup'],
      ],
      [
        ['#7f1d1d', '#f97316', '#fde68a'],
        ['chart', 'people', 'key'],
      ],
      [
        ['#134e4a', '#0ea5e9', '#e0f2fe'],
        ['paw', 'car', 'sparkle'],
      ],
      [
        ['#1e1b4b', '#6366f1', '#a5f3fc'],
        ['printer', 'dumbbell', 'leaf'],
      ],
    ];
    scenes.forEach(([palette, motifs], i) => {
      this.scenes.push(this.plan(`seed/scene-${i + 1}.jpg`, PHOTO, (r) => sceneArt(PHOTO.width, PHOTO.height, palette, motifs, r)));
    });
    const banner = (name: string, palette: Palette, motifs: Motif[]) =>
      this.plan(`seed/banner-${name}.jpg`, BANNER, (r) => bannerArt(BANNER.width, BANNER.height, palette, motifs, r));
    this.banners = {
      main: banner('main', ['#0f172a', '#1d4ed8', '#fbbf24'], ['house', 'sparkle', 'heart', 'paw', 'key']),
      category: banner('category', ['#4c1d95', '#7c3aed', '#fde047'], ['blocks', 'dumbbell', 'blocks', 'dumbbell', 'blocks']),
      expired: banner('expired', ['#14532d', '#16a34a', '#d9f99d'], ['house', 'leaf', 'house', 'leaf', 'house']),
      pending: banner('pending', ['#7c2d12', '#ea580c', '#fde68a'], ['cup', 'bag', 'cup', 'bag', 'cup']),
    };
  }

  private plan(key: string, size: { width: number; height: number }, draw: (r: Random) => string): string {
    this.planned.push({ key, ...size, svg: () => draw(new Random(key)) });
    return url(key);
  }

  /** Starts rendering and writing the pictures; finish() waits for them. */
  start(storage: FileStorage): void {
    const jobs = [...this.planned];
    const written: WrittenFile[] = [];
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const data = await sharp(Buffer.from(job.svg())).jpeg(JPEG).toBuffer();
        await storage.put(job.key, data);
        written.push({ key: job.key, originalName: job.key.split('/').pop()!, mimeType: 'image/jpeg', sizeBytes: data.length });
      }
    };
    // A few at a time: sharp works on libuv's thread pool, which the database driver and argon2 share.
    this.rendering = Promise.all([worker(), worker(), worker()]).then(() => written);
    // Failures surface in finish(); this only keeps Node from reporting them as unhandled meanwhile.
    this.rendering.catch(() => undefined);
  }

  /** Adds a document (e.g. a brochure PDF) to be stored by finish(); returns its public URL. */
  addDocument(key: string, originalName: string, data: Buffer): string {
    this.documents.push({ key, originalName, data });
    return url(key);
  }

  /** Waits for the pictures, stores the documents and records every file as public. */
  async finish(em: EntityManager, storage: FileStorage): Promise<number> {
    if (!this.rendering) throw new Error('SeedMedia.start() was not called');
    const images = await this.rendering;
    const documents = await Promise.all(
      this.documents.map(async (d) => {
        await storage.put(d.key, d.data);
        return { key: d.key, originalName: d.originalName, mimeType: 'application/pdf', sizeBytes: d.data.length };
      }),
    );
    const rows = [...images, ...documents]
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((f) => ({
        id: seedId('file', f.key),
        storageKey: f.key,
        originalName: f.originalName,
        mimeType: f.mimeType,
        sizeBytes: f.sizeBytes,
        ownerId: null,
        visibility: FileVisibility.PUBLIC,
      }));
    await em.getRepository(StoredFile).insert(rows);
    return rows.length;
  }

  /** Waits for background work to stop (after a failure), ignoring its outcome. */
  async settle(): Promise<void> {
    await this.rendering?.catch(() => undefined);
  }
}
