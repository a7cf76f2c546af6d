import type { ValueTransformer } from 'typeorm';

/** numeric(12,2) arrives from pg as a string; the API works in pounds as numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Rounds to whole pence, avoiding binary float artefacts such as 0.1 + 0.2. */
export const roundPounds = (value: number): number => Math.round(value * 100) / 100;
