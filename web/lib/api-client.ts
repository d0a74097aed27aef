import type { ErrorCode } from '#schemas/error-codes.ts';
import { currentLanguage, t } from '#web/i18n/i18n.ts';
import { DEFAULT_LANGUAGE } from '#web/i18n/languages.ts';
import { signalSessionExpired } from './session-expired.ts';

/*
 * The one API client. The session is an HttpOnly cookie, so requests carry credentials and no token;
 * every failure becomes an ApiError whose message is the one docs/product.md#errors-people-read says a person should read.
 */

export const API_BASE = '/api';

/** How every error code is written: `JWT_EXPIRED`. */
const ERROR_CODE_FORM = /^[A-Z][A-Z0-9_]*$/;

/** The messages of docs/product.md#errors-people-read, in the language of the moment (web/i18n). */
export const apiMessages = {
  get clientError() {
    return t('api.clientError');
  },
  get serverError() {
    return t('api.serverError');
  },
  get noResponse() {
    return t('api.noResponse');
  },
  get offline() {
    return t('api.offline');
  },
};

/**
 * The server words its errors in English. In another language a person reads the catalogue's words for the codes a
 * consumer meets, else the message of docs/product.md#errors-people-read for the status, never an English sentence.
 */
function serverMessage(code: ErrorCode | null, message: string | null): string | null {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message;
  return code === 'RATE_LIMITED' ? t('api.tooManyRequests') : null;
}

export interface FieldProblem {
  questionId: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when no response arrived */
    readonly status: number | null,
    /** the server's error code (schemas/error-codes.ts: `JWT_EXPIRED`, `SETUP_COMPLETE` …), or null */
    readonly code: ErrorCode | null = null,
    readonly fields: FieldProblem[] = [],
    /** rule-failure reasons */
    readonly reasons: string[] = [],
    /** what is wrong with a questionnaire version, each at a JSON pointer (the studio) */
    readonly problems: { pointer: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | object;

export interface RequestOptions {
  /** appended as a query string; objects are sent as JSON (docs/product.md#lists) */
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** 'file' for downloads: the body and the name the server gave it (Content-Disposition), as a DownloadedFile */
  responseType?: 'json' | 'file';
  /** the sign-in exchange expects a 401 for a bad code: it must not open the session-expired dialog */
  skipSessionSignal?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file the API sent: its bytes and the name the server chose (one naming rule, the server's). */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** fileNameOf('attachment; filename="consumer-orders-2026-11-25.xlsx"') === 'consumer-orders-2026-11-25.xlsx'; 'download' without one. */
export function fileNameOf(disposition: string | null): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match ? decodeURIComponent(match[1]!) : 'download';
}

/** buildUrl('/quotas', { size: 999 }) === '/api/quotas?size=999' */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The ApiError for a response outside 2xx. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fallback = status >= 500 ? apiMessages.serverError : apiMessages.clientError;
  const fields = Array.isArray(data.fields) ? (data.fields as FieldProblem[]) : [];
  const reasons = Array.isArray(data.reasons) ? data.reasons.filter((r): r is string => typeof r === 'string') : [];
  const problems = Array.isArray(data.problems)
    ? data.problems.filter((p): p is { pointer: string; message: string } => typeof p?.pointer === 'string' && typeof p?.message === 'string')
    : [];
  // The portal's own server replies only with its catalogue's codes (server/errors/catalogue.ts, which cannot miss one):
  // a code is taken by its form, so the list of every code stays out of the entry bundle (decision 080).
  const code = typeof data.code === 'string' && ERROR_CODE_FORM.test(data.code) ? (data.code as ErrorCode) : null;
  return new ApiError(serverMessage(code, stringOf(data.message)) ?? fallback, status, code, fields, reasons, problems);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // A caller that cancels its own request wants the abort, not a toast.
    if (isAbort(error)) throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(offline ? apiMessages.offline : apiMessages.noResponse, null);
  }

  if (!response.ok) {
    const error = errorFromResponse(response.status, await readJson(response));
    if (!options.skipSessionSignal && (response.status === 401 || error.code === 'JWT_EXPIRED')) {
      signalSessionExpired();
    }
    throw error;
  }
  if (options.responseType === 'file') return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition')) } satisfies DownloadedFile as T;
  return (await readJson(response)) as T;
}

/** apiClient.post('/user/register', application) */
export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
