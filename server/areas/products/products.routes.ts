import type { FastifyPluginAsync } from 'fastify';
import productSchema from '#schemas/product.schema.json' with { type: 'json' };
import { errors, idParams, inline, listOf } from '#server/http/api-schema.ts';
import { findProduct, listProducts, searchProducts } from './products.repository.ts';
import { createError } from '#server/errors/app-error.ts';

const product = inline(productSchema);

/** The products, for every signed-in staff member (the order modal needs them). */
const productsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Every product', response: { 200: listOf(product), ...errors() } },
  }, async () => listProducts(app.db));

  app.get<{ Params: { name: string } }>('/search/:name', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Products whose name contains the text', params: idParams('name'), response: { 200: listOf(product), ...errors(400) } },
  }, async (request) => searchProducts(app.db, request.params.name));

  app.get<{ Params: { id: string } }>('/id/:id', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    schema: { summary: 'A product by id', params: idParams('id'), response: { 200: product, ...errors(404) } },
  }, async (request) => {
    const found = await findProduct(app.db, request.params.id);
    if (!found) throw createError('NOT_FOUND', 'There is no such product.', 404);
    return found;
  });
};

export default productsRoutes;
