// oidc-provider 9 ships no type declarations; this is the part of its API the portal uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  type OidcError = new (description?: string, detail?: string) => Error;
  export const errors: { InvalidGrant: OidcError; InvalidRequest: OidcError; AccessDenied: OidcError };

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  /** The koa context oidc-provider hands to configuration helpers, reduced to what we read. */
  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined; loginTs?: number };
      result?: { consent?: { grantId?: string } };
      /** set by the end_session action once the id_token_hint has been verified */
      entities: { IdTokenHint?: { payload: { sub?: string; iat?: number } } };
      provider: Provider;
    };
    type: string;
    body: string;
    host: string;
    set(name: string, value: string): void;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
