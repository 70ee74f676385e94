import { describe, it } from 'vitest';
import { z } from 'zod';
import { expectShape } from './call';
import { describeParity } from './harness';

describeParity('content service', ({ raw }) => {
  describe('content service', () => {
    it('answers the repository root with a master ref, and searches by type', async () => {
      const root = expectShape(
        await raw('GET', '/api/content/api/v2'),
        200,
        z.object({ refs: z.array(z.object({ ref: z.string(), isMasterRef: z.boolean() })).min(1) }),
      );
      const ref = root.refs.find((r) => r.isMasterRef)?.ref ?? '';
      const q = encodeURIComponent('[[at(document.type, "liveevents")]]');
      const search = expectShape(
        await raw('GET', `/api/content/api/v2/documents/search?ref=${ref}&q=${q}&pageSize=100`),
        200,
        z.object({
          results: z.array(z.object({ type: z.literal('liveevents') })).min(1),
          total_results_size: z.number(),
        }),
      );
      expectShape({ status: 200, body: search.results.length }, 200, z.number().min(1));
    });
  });
});
