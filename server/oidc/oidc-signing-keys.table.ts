/** The embedded provider's signing keys (migration 0002): private JWK documents. */
export interface OidcSigningKeysTable {
  kid: string;
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
}
