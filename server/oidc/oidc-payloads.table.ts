/** The embedded OpenID provider's artefacts (migration 0002), one JSON document per row. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  consumed_at: string | null;
  expires_at: string | null;
}
