import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { resetDb } from './reset';

const toolingRequest =
  /\.stories\.|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|@fs\/|\/virtual:|\.mdx$|__vitest/;

/**
 * One worker for Storybook and `npm run dev:mock`, with the shared default handlers installed
 * first, so a story's scenario handlers (added with `use()`) always take precedence. The db
 * starts with the demo community (sign in as demo@guildhall.local / guildhall-demo, as on the
 * server).
 */
export async function startMockWorker() {
  resetDb();
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (isCommonAssetRequest(request) || toolingRequest.test(request.url)) return;
      // An /api call with no handler is a gap in the mocks: make it loud.
      if (url.pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}
