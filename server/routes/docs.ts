import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorBodySchema, apiErrorStatus, PRODUCT_NAME } from '../contract';
import type { RouteDoc } from '../http/route';

// GET /api/docs: an OpenAPI 3.1 document built from the route declarations and the contract's
// zod schemas (z.toJSONSchema), so the document is the validation, not a second copy of it.

type Json = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;

function parameters(doc: RouteDoc): Json[] {
  const result: Json[] = [];
  const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = jsonSchema(schema, 'input') as { properties?: Json; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      result.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  };
  add(doc.params, 'path');
  add(doc.query, 'query');
  return result;
}

function operation(doc: RouteDoc): Json {
  const responses: Json = {
    [doc.status]: doc.response
      ? {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(doc.response, 'output') } },
        }
      : { description: 'Success' },
  };
  for (const code of doc.errors) {
    const status = String(apiErrorStatus[code]);
    const existing = responses[status] as { description: string } | undefined;
    responses[status] = {
      description: existing ? `${existing.description}, ${code}` : code,
      content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema, 'output') } },
    };
  }
  const op: Json = {
    summary: doc.summary,
    tags: [doc.tag],
    operationId: `${doc.method.toLowerCase()}${doc.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    parameters: parameters(doc),
    responses,
  };
  if (doc.auth === 'required' || doc.auth === 'operator' || doc.auth === 'operator-factor') {
    op.security = [{ bearer: [] }];
  }
  if (doc.auth === 'optional') op.security = [{}, { bearer: [] }];
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
    };
  } else if (doc.bodyMediaType) {
    op.requestBody = { required: true, content: { [doc.bodyMediaType]: {} } };
  }
  return op;
}

export function openApiDocument(docs: RouteDoc[]): Json {
  const paths: Record<string, Json> = {};
  for (const doc of docs) {
    const path = doc.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [doc.method.toLowerCase()]: operation(doc) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description: 'Every error is JSON { code, message }. See docs/api.md for examples.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  let cached: Json | undefined;
  // Built on first request, when every route has been declared.
  app.get('/docs', async () => (cached ??= openApiDocument(app.routeDocs)));
}
