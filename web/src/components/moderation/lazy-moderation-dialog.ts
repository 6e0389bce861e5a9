import { lazy } from 'react';

/** The moderation dialog, loaded on first use (only editors ever open it). */
export const ModerationDialog = lazy(() => import('./moderation-dialog'));
