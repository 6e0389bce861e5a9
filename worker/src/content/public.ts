// What the other areas may use of content: they import it from here, never from its files (eslint.config.js).
export { listAudiobookCategories, toAudiobook } from './services/audiobooks';
export { toNewsArticle } from './services/news';
export { toEpisode } from './services/podcasts';
