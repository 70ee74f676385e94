import { useEffect } from 'react';
import type { ContentCollections, ContentKey } from '@/models/ContentStore';
import { useStores } from '@/models/StoresProvider';

export interface ContentQuery<K extends ContentKey> {
  /** The documents; undefined until the first load answers. */
  items: ContentCollections[K] | undefined;
  /** Nothing to show and the load failed. */
  failed: boolean;
  retry: () => void;
}

/**
 * One content query of a resource page, loaded on every visit (content changes without a
 * deploy). What an earlier visit loaded shows at once while it reloads, and stays if the
 * reload fails. Read it inside an observer.
 */
export function useContent<K extends ContentKey>(key: K): ContentQuery<K> {
  const { content } = useStores();
  useEffect(() => {
    // The failure shows from the store's operation; nothing more to do with it here.
    content.load(key).catch(() => undefined);
  }, [content, key]);
  const items = content.get(key);
  const operation = content.ops.load.get(key);
  return {
    items,
    failed: !items && operation.isFailed,
    retry: () => void content.load(key).catch(() => undefined),
  };
}
