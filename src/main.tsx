import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/App';
import { AppProviders } from '@/AppProviders';
import { createRootStore } from '@/models/RootStore';

async function start() {
  // `npm run dev:mock`: the SPA alone, every /api call answered by MSW in the browser.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const store = createRootStore();
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
