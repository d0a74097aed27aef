import type { FastifyPluginAsync } from 'fastify';
import captchaChallengeSchema from '#schemas/captcha-challenge.schema.json' with { type: 'json' };
import { inline } from '#server/http/api-schema.ts';
import { captchaKeys, newChallenge } from './captcha.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';

/** The captcha of the questionnaire (self-hosted ALTCHA): the widget fetches a challenge here. */
const captchaRoutes: FastifyPluginAsync = async (app) => {
  const keys = captchaKeys(app.config.sessionSecret);
  app.get('/challenge', {
    config: { access: 'public', audit: { none: 'public-use' }, rateLimit: publicRateLimit },
    schema: {
      summary: 'A new signed proof-of-work challenge (valid 10 minutes, usable once)',
      response: { 200: inline(captchaChallengeSchema), 429: errorReplyRef },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return newChallenge(keys);
  });
};

export default captchaRoutes;
