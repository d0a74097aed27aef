import type { FastifyPluginAsync } from 'fastify';
import userApiSchema from '#schemas/user-api.schema.json' with { type: 'json' };
import { sessionRoutes } from '#server/areas/sign-in/index.ts';
import usersRoutes from './users.routes.ts';

/** The user service of spec §7 under /api/user. */
const userArea: FastifyPluginAsync = async (app) => {
  app.addSchema(userApiSchema);
  await app.register(sessionRoutes);
  await app.register(usersRoutes);
};

export default userArea;
