import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/App';
import { AppProviders } from '@/AppProviders';
import { installErrorReporting } from '@/lib/errorReporting';
import { createAppEnv } from '@/models/environment';
import { createRootStore } from '@/models/RootStore';

async function start() {
  installErrorReporting();
  // `npm run dev:mock`: the SPA alone, every /api call answered by MSW in the browser.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const store = createRootStore(createAppEnv());
  // Resolves the stored session (spec 2: spinner meanwhile); it never throws.
  void store.session.init();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
