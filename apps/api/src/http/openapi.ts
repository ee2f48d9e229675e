import { errorBodySchema } from '@cairn/types';
import { z, type ZodType } from 'zod';

/** One route as the OpenAPI document describes it. */
export interface RouteDoc {
  method: string;
  url: string;
  auth: 'public' | 'session' | 'apiKey';
  tags: string[];
  summary: string;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  response?: Record<number, ZodType>;
}

/** The routes registered through defineRoute, per Fastify instance. */
export class OpenApiRegistry {
  readonly routes: RouteDoc[] = [];

  /** Records a route for the document. */
  add(route: RouteDoc): void {
    this.routes.push(route);
  }
}

type JsonSchema = Record<string, unknown>;

function toSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Fastify's `:name` segments become OpenAPI `{name}`. */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: ZodType | undefined, location: 'query' | 'path'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, prop]) => ({
    name,
    in: location,
    required: location === 'path' ? true : required.has(name),
    schema: prop,
  }));
}

const ERROR_STATUSES: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not allowed (or CSRF token missing)',
  404: 'Not found',
  409: 'Conflict',
  429: 'Rate limited (see Retry-After)',
};

/** Builds the OpenAPI 3.1 document from the registered routes. */
export function buildOpenApiDocument(registry: OpenApiRegistry, info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const errorSchema = toSchema(errorBodySchema, 'output');
  for (const route of registry.routes) {
    const path = toOpenApiPath(route.url);
    const responses: Record<string, JsonSchema> = {};
    for (const [status, schema] of Object.entries(route.response ?? {})) {
      responses[status] =
        status === '204'
          ? { description: 'No content' }
          : { description: 'Success', content: { 'application/json': { schema: toSchema(schema, 'output') } } };
    }
    if (Object.keys(responses).length === 0) responses['200'] = { description: 'Success' };
    const errorStatuses = [400, 403, 404, 409, 429, ...(route.auth === 'public' ? [] : [401])];
    for (const status of errorStatuses) {
      responses[String(status)] ??= { description: ERROR_STATUSES[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    const operation: JsonSchema = {
      tags: route.tags,
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`,
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      responses,
      security: route.auth === 'session' ? [{ session: [] }] : route.auth === 'apiKey' ? [{ apiKey: [] }] : [],
    };
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Cairn HTTP API. Unsafe methods need the X-CSRFToken header (see GET /auth/get-csrf-token/). The public API v1 (/api/v1/) takes a personal API token in the X-Api-Key header instead of the session cookie, and needs no CSRF header.' },
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session_id' }, apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    },
  };
}

/** The registry of an app (shared by its encapsulated child contexts through the decoration). */
export function getOpenApiRegistry(app: { openapi: OpenApiRegistry }): OpenApiRegistry {
  return app.openapi;
}
