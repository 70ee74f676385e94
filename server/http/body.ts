import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../contract';
import { badRequest } from '../errors';

// Fastify's own JSON parser decodes the body leniently: invalid UTF-8 bytes became U+FFFD and
// were stored silently changed. This one refuses them (a 400), then parses as Fastify does
// (prototype-poisoning checks included); the server's bodyLimit still applies.
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest(apiMessages.bodyNotUtf8), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
