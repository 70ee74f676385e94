// The start's first step, in its first chunk beside React (vite.config.ts): from here on, an
// error thrown anywhere is kept for the error-reporting SDK, which downloads once the page has
// settled (issue 25 §2), even one thrown before the app's own chunk has run.
import { installErrorReporting } from '@/lib/errorReporting';

installErrorReporting();
