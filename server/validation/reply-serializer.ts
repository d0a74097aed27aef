import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { CompiledOnFirstUse } from './compiled-on-first-use.ts';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: Fastify's own reply serializer (fast-json-stringify,
 * with its options), each route's compiled on the first reply that needs it (compiled-on-first-use.ts).
 */
export function replySerializerFactory(compilations: CompiledOnFirstUse): SerializerFactory {
  const fastifyDefault = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = fastifyDefault(externalSchemas, options);
    return (route) => compilations.wrap(`${route.method} ${route.url} reply ${route.httpStatus}`, () => compile(route));
  };
}
