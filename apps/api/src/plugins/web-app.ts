/**
 * Serves the built web app: hashed assets cached for a year, pre-compressed (brotli/gzip) copies when the
 * client accepts them, and index.html for every non-API path so client routing works. Unknown API paths
 * answer 404 JSON.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp<{ webDistDir: string; apiPrefix: string }>(async (app, opts) => {
  const hasWeb = existsSync(path.join(opts.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ webDistDir: opts.webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === opts.apiPrefix || pathname.startsWith(`${opts.apiPrefix}/`) || pathname.startsWith('/api/');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isPage || !hasWeb) {
      return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
    }
    // A missing hashed asset is a real 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
