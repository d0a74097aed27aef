import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /api/env: which environment the server runs in. The questionnaire asks, because only in `qa` does it
 * verify the captcha and complete the training video by itself (docs/product.md#environments). The server applies
 * the same rule on its side, so the answer unlocks nothing: it only spares a QA tester the waiting.
 */
const envRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public', audit: { none: 'public-use' } },
      schema: {
        summary: "The server's environment (dev, qa or prod), for the questionnaire's QA conveniences",
        response: {
          200: {
            type: 'object',
            required: ['portalEnv'],
            additionalProperties: false,
            properties: { portalEnv: { type: 'string', enum: ['dev', 'qa', 'prod'] } },
          },
        },
      },
    },
    async () => ({ portalEnv: app.config.env }),
  );
};

export default envRoutes;
