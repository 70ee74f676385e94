import { useEffect } from 'react';
import { useStores } from '@/models/StoresProvider';

/**
 * The member's career records for a settings list: loaded on every visit (another tab may have
 * changed them), while records already in the store stay on screen. The load's outcome is
 * read from its operation.
 */
export function useCareerRecords() {
  const { career } = useStores();
  useEffect(() => {
    career.load().catch(() => undefined);
  }, [career]);
  return {
    career,
    loaded: career.loaded,
    load: career.ops.load,
    retry: () => void career.load().catch(() => undefined),
  };
}
