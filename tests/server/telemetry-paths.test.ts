import { expect, it } from 'vitest';
import { API_PATH_PATTERNS } from '@/lib/telemetry/apiPaths';
import { defaultBackend } from './harness';
import { describeServer } from './suite';

// The SPA's telemetry names an API call by its path's pattern (src/lib/telemetry/redact.ts),
// from a list it cannot build from the server: it must be the server's own declarations.

describeServer(
  'the API paths telemetry names',
  ({ t }) => {
    it('are exactly the paths the server declares', () => {
      const declared = [...new Set(t.app.routeDocs.map((doc) => doc.path))].sort();
      const listed: string[] = [...API_PATH_PATTERNS].sort();
      const missing = declared.filter((path) => !listed.includes(path));
      const extra = listed.filter((path) => !declared.includes(path));
      expect(
        { missing, extra },
        'add the missing paths to (and remove the extra ones from) src/lib/telemetry/apiPaths.ts',
      ).toEqual({ missing: [], extra: [] });
    });
  },
  // The development outbox route is declared only where the outbox is (tests, DEV_OUTBOX).
  { devOutbox: true },
  { backends: [defaultBackend()] },
);
