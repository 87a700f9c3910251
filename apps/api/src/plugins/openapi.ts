import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A multipart/form-data body, read by the handler (not by Fastify's validation), so the route declares it in
 * `config.multipart` for the document: the `data` part is JSON matching `data`; the file parts are binary.
 */
export interface MultipartBody {
  data: z.ZodType;
  /**
   * `fields`: the schema's properties are plain text fields of the form (no JSON `data` part), as a file import
   * sends them; the file parts are then required too.
   */
  style?: 'data' | 'fields';
  files: Record<string, { description: string; maxItems: number }>;
  /** The same fields may also be sent as a JSON body (without files). */
  json?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartBody;
  }
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function requestBodyOf(body: MultipartBody) {
  const { $schema: _dialect, ...data } = z.toJSONSchema(body.data, { io: 'input', unrepresentable: 'any' });
  const files = Object.fromEntries(
    Object.entries(body.files).map(([name, file]) => [
      name,
      file.maxItems === 1
        ? { type: 'string', format: 'binary', description: file.description }
        : {
            type: 'array',
            items: { type: 'string', format: 'binary' },
            maxItems: file.maxItems,
            description: file.description,
          },
    ]),
  );
  const fields = body.style === 'fields';
  const { properties, required = [] } = data as { properties?: Record<string, unknown>; required?: string[] };
  // `fields`: the schema's properties are the form's own fields; else one `data` part holds them as JSON.
  const form = fields
    ? {
        schema: {
          type: 'object',
          required: [...required, ...Object.keys(files)],
          properties: { ...properties, ...files },
        },
      }
    : {
        schema: {
          type: 'object',
          required: ['data'],
          properties: { data: { ...data, description: 'JSON text of the fields' }, ...files },
        },
        encoding: { data: { contentType: 'application/json' } },
      };
  return {
    required: true,
    content: {
      'multipart/form-data': form,
      ...(body.json && !fields ? { 'application/json': { schema: data } } : {}),
    },
  };
}

/** OpenAPI 3.1 generated from the route schemas; the document at /api/docs/json, the viewer at /api/docs. */
export default fp(async (app) => {
  const multipartBodies = new Map<string, MultipartBody>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const body = route.config?.multipart;
    if (body) multipartBodies.set(`${String(route.method).toLowerCase()} ${toOpenApiPath(route.url)}`, body);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SafeOgun API',
        description:
          'Citizen police-reporting and community-safety API of the Ogun State Police Command. Every response under /api/v1 is `{ success, message, data }`; the Open311 GeoReport v2 interface under /open311/v2 answers as that specification says (errors are an array of `{ code, description }`).',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          open311ApiKey: {
            type: 'apiKey',
            in: 'query',
            name: 'api_key',
            description: 'Issued by administrators (console, Open311 keys); also accepted as a field of the form body.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const [key, body] of multipartBodies) {
        const [method, path] = key.split(' ') as [string, string];
        const operation = (openapiObject.paths?.[path] as Record<string, { requestBody?: unknown }> | undefined)?.[
          method
        ];
        if (operation) operation.requestBody = requestBodyOf(body);
      }
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
