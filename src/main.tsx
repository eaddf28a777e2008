import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { demoApi } from '@/app/demo-api';
import '@/index.css';
import { runBeforeFirstRequest } from '@/lib/api-client';

// Demo mode: the in-browser API starts with the first request, never before a page paints.
if (demoApi) runBeforeFirstRequest(demoApi.start);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
