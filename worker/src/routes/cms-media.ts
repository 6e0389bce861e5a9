import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Placeholder: filled in by the CMS work (issue 5).
export const cmsMediaRoutes = new Hono<AppEnv>();
