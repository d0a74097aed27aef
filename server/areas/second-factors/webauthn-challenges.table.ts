/** The `webauthn_challenges` table: each passkey ceremony's challenge, used once, for five minutes (decision 073). */
export interface WebauthnChallengesTable {
  id: string;
  /** null for a sign-in with a passkey alone (the passkey names the person) */
  user_id: string | null;
  purpose: 'register' | 'authenticate';
  /** base64url, as the browser returns it in clientDataJSON */
  challenge: string;
  expires_at: string;
}
