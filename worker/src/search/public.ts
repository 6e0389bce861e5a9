// What the other areas may use of search: they import it from here, never from its files (eslint.config.js).
export { allThenAny, toServiceQuery } from './site-query';
