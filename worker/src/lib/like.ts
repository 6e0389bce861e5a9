import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `expression` contains `text`. SQLite's LIKE ignores the case of A-Z only, so other letters
 * match as typed ("Élodie" finds "Élodie", not "élodie"). % and _ in the text are matched
 * literally, not as wildcards.
 */
export function likeContains(expression: SQLWrapper, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`${expression} like ${pattern} escape '\\'`;
}
