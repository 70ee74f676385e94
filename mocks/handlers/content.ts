import { bypass, http, HttpResponse } from 'msw';
import { contentRepository, demoDocuments, searchContent, type DemoDocument } from '@demo/content';
import { demoImageSlugOf } from '@demo/content/images';
import { readImageQuery } from '@demo/content/imageParams';

/** The content service's path on the API server (src/api/content.ts's default endpoint). */
export const CONTENT_PATH = '/api/content/api/v2';
/** The demo images beside it (server/routes/content.ts resizes them; here they come whole). */
export const CONTENT_IMAGES_PATH = '/api/content/images';

const endpointOf = (request: Request) => `${new URL(request.url).origin}${CONTENT_PATH}`;

// The image sources as files of the bundle (Storybook's, dev:mock's): fetched past the worker.
const sourceUrls = import.meta.glob<string>('../../demo/content/images/*.webp', {
  query: '?url',
  import: 'default',
  eager: true,
});
const sourceUrlOf = (slug: string) => sourceUrls[`../../demo/content/images/${slug}.webp`];

const notFound = () =>
  HttpResponse.json({ code: 'ResourceNotFound', message: 'Image not found' }, { status: 404 });

/**
 * The content service over the given documents (the demo content by default): a story puts
 * `contentHandlersFor([...])` in front of the defaults to show other content. Images are the
 * demo's sources as they are (the same pixels at every width; the server resizes), after the
 * same checks as the server's: an unknown name is a 404, a parameter it refuses is a 400.
 */
export const contentHandlersFor = (documents: DemoDocument[] = demoDocuments) => [
  http.get(`*${CONTENT_PATH}`, ({ request }) => {
    const answer = contentRepository(endpointOf(request));
    return HttpResponse.json(answer.body as object, { status: answer.status });
  }),
  http.get(`*${CONTENT_PATH}/documents/search`, ({ request }) => {
    const answer = searchContent(new URL(request.url).searchParams, endpointOf(request), documents);
    return HttpResponse.json(answer.body as object, { status: answer.status });
  }),
  http.get(`*${CONTENT_IMAGES_PATH}/:name`, async ({ request, params }) => {
    const slug = demoImageSlugOf(String(params.name));
    const url = slug && sourceUrlOf(slug);
    if (!url) return notFound();
    const read = readImageQuery(new URL(request.url).searchParams);
    if (read.message !== undefined) {
      return HttpResponse.json({ code: 'InvalidRequest', message: read.message }, { status: 400 });
    }
    const source = await fetch(bypass(new URL(url, request.url)));
    if (!source.ok) return notFound();
    return new HttpResponse(await source.arrayBuffer(), {
      headers: {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  }),
];

export const contentHandlers = contentHandlersFor();
