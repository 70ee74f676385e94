import { type Instance, toGenerator, types } from 'mobx-state-tree';
import type { ContentDocument } from '@/api';
import type {
  ContentAlert,
  LegalDocument,
  LegalUid,
  LiveEvent,
  ResourceItem,
  Vendor,
} from '@/contract';
import { Tracked, trackedFlow } from './tracking';

/** What each content query holds once loaded. */
export interface ContentCollections {
  efficiency: Array<ContentDocument<ResourceItem>>;
  marketingHelp: Array<ContentDocument<ResourceItem>>;
  technologyHelp: Array<ContentDocument<ResourceItem>>;
  vendors: Array<ContentDocument<Vendor>>;
  liveEvents: Array<ContentDocument<LiveEvent>>;
  alerts: Array<ContentDocument<ContentAlert>>;
}
export type ContentKey = keyof ContentCollections;
export type ContentStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * Content-service data for the resource pages, events, alerts and legal pages. Each query has
 * its own status so a page shows loading, then loaded (spec 2), or its error text.
 */
export const ContentStoreModel = types
  .compose(
    'ContentStore',
    Tracked,
    types.model({
      collections: types.frozen<Partial<ContentCollections>>({}),
      legalPages: types.frozen<Partial<Record<LegalUid, LegalDocument>>>({}),
      statuses: types.map(
        types.enumeration<ContentStatus>('ContentStatus', ['idle', 'loading', 'loaded', 'error']),
      ),
    }),
  )
  .views((self) => ({
    get<K extends ContentKey>(key: K): ContentCollections[K] | undefined {
      return self.collections[key] as ContentCollections[K] | undefined;
    },
    status(key: ContentKey | `legal:${LegalUid}`): ContentStatus {
      return self.statuses.get(key) ?? 'idle';
    },
    legal(uid: LegalUid): LegalDocument | undefined {
      return self.legalPages[uid];
    },
  }))
  .actions((self) => ({
    setStatus(key: string, status: ContentStatus) {
      self.statuses.set(key, status);
    },
    put<K extends ContentKey>(key: K, value: ContentCollections[K]) {
      self.collections = { ...self.collections, [key]: value };
    },
    putLegal(uid: LegalUid, page: LegalDocument) {
      self.legalPages = { ...self.legalPages, [uid]: page };
    },
  }))
  .actions((self) => {
    const tracked = trackedFlow(self);
    return {
      /** Loads one query (again, when asked again: content changes without a deploy). */
      load: tracked(function* <K extends ContentKey>(key: K) {
        self.setStatus(key, 'loading');
        try {
          const query = self.env.api.content[key] as () => Promise<ContentCollections[K]>;
          const value = yield* toGenerator(query());
          self.put(key, value);
          self.setStatus(key, 'loaded');
          return value;
        } catch (error) {
          self.setStatus(key, 'error');
          throw error;
        }
      }),
      loadLegal: tracked(function* (uid: LegalUid) {
        const key = `legal:${uid}`;
        self.setStatus(key, 'loading');
        try {
          const page = yield* toGenerator(self.env.api.content.legal(uid));
          self.putLegal(uid, page);
          self.setStatus(key, 'loaded');
          return page;
        } catch (error) {
          self.setStatus(key, 'error');
          throw error;
        }
      }),
    };
  });

export type ContentStore = Instance<typeof ContentStoreModel>;
