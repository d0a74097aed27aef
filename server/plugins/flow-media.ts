import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { catalogued } from '#server/errors/catalogue.ts';

/** The kinds of file a flow's media folder serves; anything else there (a README, say) is not published. */
const MEDIA_FILE = /\.(webm|mp4|vtt|pdf|jpe?g|png|webp|json)$/i;

/** A week: media names are not content-hashed, so browsers revalidate (ETag) rather than trust them forever. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * Serves each flow's media folder at /media/<flowId>/ (the training video with its captions and poster, the PDF):
 * byte ranges for video seeking, ETag and Last-Modified, no directory listing, no dotfiles, no path outside the
 * folder. Registered with the /media prefix and its own not-found handler, so a missing file is a 404 and never
 * the web app's index page. Not wrapped in fastify-plugin: the prefix and the handler stay inside.
 */
export default async function flowMedia(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public' };
  });
  for (const { flowId, dir } of app.flows.mediaFolders()) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/${flowId}/`,
      // Routes for the files present at start only; unknown paths reach the not-found handler below.
      wildcard: false,
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      acceptRanges: true,
      cacheControl: false,
      allowedPath: (pathName) => MEDIA_FILE.test(pathName),
      setHeaders(reply) {
        reply.header('cache-control', CACHE_CONTROL);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const error = catalogued('NOT_FOUND', `No media at ${request.url.split('?')[0]}.`);
    return reply.status(404).send({ code: error.code, message: error.message });
  });
}
