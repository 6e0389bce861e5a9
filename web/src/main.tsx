import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { holdEarlyShortcuts } from './lib/early-shortcuts';
import { registerServiceWorker } from './lib/offline/register';
import './styles/index.css';

// Before anything renders: a Ctrl/Cmd+K pressed while the session loads opens Search once it is there.
holdEarlyShortcuts();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);

registerServiceWorker();
