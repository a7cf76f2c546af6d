import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { publicResponseTimes } from './response-times.service';
import type { ResponseTime } from './response-times.types';

/** Per-request loaders of the response times. */
export function createResponseTimesLoaders(ds: DataSource) {
  return {
    /** A franchisor's public response figures (the card's badge), null with too few leads. */
    responseTimeByFranchisorId: new DataLoader<string, ResponseTime | null>((ids) => publicResponseTimes(ds, ids)),
  };
}
