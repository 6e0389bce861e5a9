import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Placeholder until the podcast feed lands (being written now); answers 503 honestly.
export const feedRoutes = new Hono<AppEnv>().get('/feed.xml', (c) => c.json({ message: 'The podcast feed is not available yet.' }, 503));
