import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError, type ContentDocument } from '@/api';
import type {
  ContentAlert,
  LegalDocument,
  LegalUid,
  LiveEvent,
  ResourceItem,
  Vendor,
} from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, OperationMap } from './operations';

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

/**
 * Content-service data for the resource pages, events, alerts and legal pages. Each query has
 * its own operation (`ops.load.get('liveEvents')`, `ops.loadLegal.get('terms')`) so a page
 * shows loading, then loaded (spec 2), or its error text. Content is public: logout keeps it.
 */
export const ContentStoreModel = types
  .compose(
    'ContentStore',
    WithEnv,
    types.model({
      collections: types.frozen<Partial<ContentCollections>>({}),
      /** null: the service holds no such document (the screen shows its bundled default). */
      legalPages: types.frozen<Partial<Record<LegalUid, LegalDocument | null>>>({}),
    }),
  )
  .volatile(() => ({
    ops: {
      /** By query. */
      load: new OperationMap<ContentKey>(),
      /** By document uid. */
      loadLegal: new OperationMap<LegalUid>(),
    },
  }))
  .views((self) => ({
    get<K extends ContentKey>(key: K): ContentCollections[K] | undefined {
      return self.collections[key] as ContentCollections[K] | undefined;
    },
    /** The document; null when the service has none; undefined until loaded. */
    legal(uid: LegalUid): LegalDocument | null | undefined {
      return self.legalPages[uid];
    },
  }))
  .actions((self) => ({
    put<K extends ContentKey>(key: K, value: ContentCollections[K]) {
      self.collections = { ...self.collections, [key]: value };
    },
    putLegal(uid: LegalUid, page: LegalDocument | null) {
      self.legalPages = { ...self.legalPages, [uid]: page };
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const loadQuery = keyedOperation(ops.load, function* (key: ContentKey) {
      const query = self.env.api.content[key] as () => Promise<ContentCollections[ContentKey]>;
      const value = yield* toGenerator(query());
      self.put(key, value);
      return value;
    });
    return {
      /**
       * Loads one query (again, when asked again: content changes without a deploy); a call
       * while the same query is pending joins it.
       */
      load<K extends ContentKey>(key: K): Promise<ContentCollections[K]> {
        return loadQuery(key) as Promise<ContentCollections[K]>;
      },
      /** A not-found answer is remembered (legal(uid) is null) and still fails the load. */
      loadLegal: keyedOperation(ops.loadLegal, function* (uid: LegalUid) {
        try {
          const page = yield* toGenerator(self.env.api.content.legal(uid));
          self.putLegal(uid, page);
          return page;
        } catch (error) {
          if (isApiError(error) && error.isNotFound) self.putLegal(uid, null);
          throw error;
        }
      }),
    };
  });

export type ContentStore = Instance<typeof ContentStoreModel>;
