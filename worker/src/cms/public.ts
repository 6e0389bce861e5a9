// What the other areas may use of cms: they import it from here, never from its files (eslint.config.js).
export { createAudiobook, deleteAudiobook, updateAudiobook } from './services/audiobooks-admin';
export { auditIfChanged, auditInsert, insertedId, type AuditEvent } from './services/audit';
export { createNews, deleteNews, updateNews } from './services/news-admin';
export { createEpisode, deleteEpisode, updateEpisode } from './services/podcasts-admin';
