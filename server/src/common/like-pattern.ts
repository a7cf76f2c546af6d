/** Escapes LIKE's wildcards (and the escape character) in user input, for PostgreSQL's default escape '\'. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern matching values that contain `value` literally. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
