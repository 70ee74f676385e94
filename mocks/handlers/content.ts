import { http, HttpResponse } from 'msw';
import { contentRepository, searchContent } from '@demo/content';

/** The content service's path on the API server (src/api/content.ts's default endpoint). */
export const CONTENT_PATH = '/api/content/api/v2';

const endpointOf = (request: Request) => `${new URL(request.url).origin}${CONTENT_PATH}`;

export const contentHandlers = [
  http.get(`*${CONTENT_PATH}`, ({ request }) => {
    const answer = contentRepository(endpointOf(request));
    return HttpResponse.json(answer.body as object, { status: answer.status });
  }),
  http.get(`*${CONTENT_PATH}/documents/search`, ({ request }) => {
    const answer = searchContent(new URL(request.url).searchParams, endpointOf(request));
    return HttpResponse.json(answer.body as object, { status: answer.status });
  }),
];
