/**
 * At most `size` image decodes at once in this process; the others wait their turn, first come first served.
 * sharp decodes off the main thread (libuv's pool, then libvips' own threads), yet each decode can take whole
 * cores for seconds: without a cap, a few large uploads at once leave nothing for page renders. Uploads
 * (UploadService) and listing image variants (ImageVariants) share one pool.
 */
export class DecodePool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Decodes started since the process began (tests read it to show a refusal decoded nothing). */
  started = 0;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`DecodePool size must be a positive integer, got ${size}`);
  }

  /** Runs `work` when a slot is free; the slot is given back however it ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    this.started++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so `running` stays as it is.
      if (next) next();
      else this.running--;
    }
  }

  /** Decodes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
