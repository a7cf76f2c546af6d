import type { EntityManager } from 'typeorm';
import type { FileStorage } from '../../modules/files/storage';
import type { SeedMedia } from './images';
import { type Clock, Random } from './random';

/** What every part of the seed works with. */
export interface SeedContext {
  em: EntityManager;
  storage: FileStorage;
  clock: Clock;
  media: SeedMedia;
  /** A random stream of its own per part, so adding data to one part leaves the others unchanged. */
  random(part: string): Random;
}

export function seedContext(em: EntityManager, storage: FileStorage, clock: Clock, media: SeedMedia): SeedContext {
  return { em, storage, clock, media, random: (part) => new Random(`demo-seed:${part}`) };
}
