import { lazy } from 'react';
import type ConfirmDialogComponent from './confirm-dialog';

/**
 * The confirmation dialog, loaded on first use so Headless UI stays out of a screen's first
 * load. React's lazy() drops a component's generic parameter (the action's result type), so
 * it is typed as the component it loads.
 */
export const ConfirmDialog = lazy(() => import('./confirm-dialog')) as unknown as typeof ConfirmDialogComponent;
