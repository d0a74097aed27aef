import type { FastifyRequest } from 'fastify';
import { preferredLanguage } from '#engine/preferred-language.ts';
import type { Language } from '#schemas/generated/language.ts';
import { LANGUAGE_COOKIE } from '#schemas/language-cookie.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };

/*
 * The language a page is rendered in (decision 082), for the web-app plugin that renders it and for the pages' own
 * routes, which answer in it (decision 085).
 */

const ACCEPT_LANGUAGE_MAX = 512;

export const isLanguage = (value: unknown): value is Language => (languageSchema.enum as readonly unknown[]).includes(value);

/** The tags of an Accept-Language header, most wanted first (its q weights; bounded, a header is the client's). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, ACCEPT_LANGUAGE_MAX)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page is rendered in, as the browser would pick it (web/i18n/language-preference.ts): the address's
 * `?lang=`, else the remembered choice (its cookie), else the first of Accept-Language the portal speaks.
 */
export function renderLanguage(request: FastifyRequest): Language {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLanguage(query.lang)) return query.lang;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage(acceptedLanguages(request.headers['accept-language']));
}

