import type { LegalUid } from '@/contract';
import type { ContentApiOptions } from './contentTypes';
import type { ContentService } from './contentService';

export type { ContentApiOptions, ContentDocument } from './contentTypes';

/**
 * The content service (spec 7) as the stores see it. The client behind it (@prismicio/client
 * and the content schemas) loads on the first call, so pages that show no content, the landing
 * page first, do not download it.
 */
export function contentApi(options: ContentApiOptions = {}) {
  let service: Promise<ContentService> | undefined;
  const load = () =>
    (service ??= import('./contentService').then((module) => module.contentService(options)));

  return {
    efficiency: async () => (await load()).efficiency(),
    marketingHelp: async () => (await load()).marketingHelp(),
    technologyHelp: async () => (await load()).technologyHelp(),
    vendors: async () => (await load()).vendors(),
    liveEvents: async () => (await load()).liveEvents(),
    alerts: async () => (await load()).alerts(),
    featuredMemberIds: async () => (await load()).featuredMemberIds(),
    legal: async (uid: LegalUid) => (await load()).legal(uid),
  } satisfies ContentService;
}

export type ContentApi = ReturnType<typeof contentApi>;
