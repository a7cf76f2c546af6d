import type { DataSource } from 'typeorm';
import { containsPattern } from '../../common/like-pattern';
import { searchWords } from './franchise-search.query';
import { PUBLIC_FRANCHISE } from './public-rules';

/** Words shorter than this, and words with digits (references, postcodes), are taken as typed. */
const MIN_WORD = 3;
/** At most this many words of a search are checked: each unknown word costs one indexed query. */
const MAX_WORDS = 4;
/** How alike a listing's word must be to the typed one (pg_trgm similarity) to be offered. */
const MIN_SIMILARITY = 0.35;
/** The `<%` operator's threshold while looking (pg_trgm's default, 0.6, misses 'capucino' for 'cappuccino'). */
const WORD_SIMILARITY_THRESHOLD = '0.45';

const KNOWN = `SELECT EXISTS (SELECT 1 FROM franchises f WHERE ${PUBLIC_FRANCHISE} AND f.search_text LIKE $1) AS known`;

/**
 * The listing word closest to a misspelt one: public listings whose text holds something like it (word
 * similarity, on the trigram index of search_text), split into words, the most similar word first and, among
 * equals, the commonest.
 */
const CLOSEST = `SELECT w.word FROM (
    SELECT f.search_text FROM franchises f WHERE ${PUBLIC_FRANCHISE} AND $1 <% f.search_text LIMIT 200
  ) m CROSS JOIN LATERAL regexp_split_to_table(m.search_text, '[^[:alnum:]]+') AS w(word)
  WHERE length(w.word) >= ${MIN_WORD} AND similarity(w.word, $1) >= ${MIN_SIMILARITY}
  GROUP BY w.word
  ORDER BY max(similarity(w.word, $1)) DESC, count(*) DESC, w.word
  LIMIT 1`;

/**
 * 'Did you mean': the search text with each word that no public listing contains replaced by the closest word
 * of the listings' own vocabulary (names, places, descriptions), or null when nothing was replaced.
 */
export async function suggestSpelling(ds: DataSource, text: string): Promise<string | null> {
  const words = searchWords(text).slice(0, MAX_WORDS);
  if (!words.some((word) => word.length >= MIN_WORD)) return null;
  return ds.transaction(async (em) => {
    // For this transaction only.
    await em.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [WORD_SIMILARITY_THRESHOLD]);
    let changed = false;
    const suggested: string[] = [];
    for (const word of words) {
      if (word.length < MIN_WORD || /\d/.test(word)) {
        suggested.push(word);
        continue;
      }
      const [{ known }] = await em.query<{ known: boolean }[]>(KNOWN, [containsPattern(word)]);
      const closest = known ? [] : await em.query<{ word: string }[]>(CLOSEST, [word]);
      if (closest[0] && closest[0].word !== word) {
        suggested.push(closest[0].word);
        changed = true;
      } else suggested.push(word);
    }
    return changed ? suggested.join(' ') : null;
  });
}
