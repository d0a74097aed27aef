import type { Adapter, AdapterPayload, errors as ProviderErrors } from 'oidc-provider';
import type { Db } from '#server/db/database.ts';

const SWEEP_EVERY = 200;

/**
 * oidc-provider's storage contract over our database: sessions, grants, codes and tokens survive restarts and are
 * shared by every server instance. `errors` is the provider's own (the package is loaded with the provider, on first
 * use); `now` is injected so tests can move time.
 */
export function createKyselyAdapter(db: Db, errors: typeof ProviderErrors, now: () => Date = () => new Date()) {
  let writes = 0;

  return class KyselyAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        consumed_at: null,
        expires_at: expiresIn ? new Date(now().getTime() + expiresIn * 1000).toISOString() : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
      if (++writes % SWEEP_EVERY === 0) {
        await db.deleteFrom('oidc_payloads').where('expires_at', '<', now().toISOString()).execute();
      }
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at !== null && row.expires_at <= now().toISOString())) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      if (row.consumed_at) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
      return payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      // Conditional so that two requests racing with the same code or refresh token cannot both win.
      const result = await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: now().toISOString() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}
