import { apiClient } from '#web/lib/api-client.ts';

export type PortalEnv = 'dev' | 'qa' | 'prod';

/**
 * GET /api/env: which environment the server runs in. Only `qa` changes what the questionnaire does (the
 * captcha is verified and the video completed automatically, docs/product.md#environments); anything unreadable counts as not qa.
 */
export async function getPortalEnv(): Promise<PortalEnv> {
  try {
    const body = await apiClient.get<{ portalEnv?: unknown }>('/env');
    const env = body?.portalEnv;
    return env === 'qa' || env === 'prod' ? env : 'dev';
  } catch {
    return 'dev';
  }
}
