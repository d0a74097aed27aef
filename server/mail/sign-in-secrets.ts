import type { FieldCipher } from '#server/crypto/field-cipher.ts';

/**
 * A link that signs a person in (a consumer account's single-use link) or the code that does (a staff invite's
 * verification code), with the part that is the secret. An email that carries one names its secret
 * (NewEmail.signInSecrets): the outbox stores the email with the secret sealed apart, enciphered, and only the
 * dispatcher puts it back, to send it. Staff reading the outbox, `reveal` or not, and anyone reading the database see
 * the email with the secret masked (decision 041).
 */
export interface SignInLink {
  url: string;
  secret: string;
}

/** What the outbox shows in place of a secret. */
export const MASKED_SECRET = '••••••••';

const PLACEHOLDER = /\{\{sign-in (\d+)\}\}/g;
const placeholder = (index: number) => `{{sign-in ${index}}}`;
/** Shorter than this, a "secret" could match ordinary words of the email. */
const SHORTEST_SECRET = 6;

export interface SealedBodies {
  text: string;
  html: string | null;
  /** the secrets, enciphered (the column sealed_secrets); null when the email carries none */
  sealed: string | null;
}

/** The email's bodies with each secret replaced by its placeholder, and the secrets enciphered. */
export function sealSignInSecrets(bodies: { text: string; html: string | null }, secrets: readonly string[], cipher: FieldCipher | undefined): SealedBodies {
  if (secrets.length === 0) return { ...bodies, sealed: null };
  if (!cipher) throw new Error('enqueueEmail: an email that signs someone in needs the field cipher (its secrets are stored enciphered)');
  let { text, html } = bodies;
  secrets.forEach((secret, index) => {
    if (secret.length < SHORTEST_SECRET || !text.includes(secret)) throw new Error('enqueueEmail: a sign-in secret must be one the email\'s text carries');
    text = text.split(secret).join(placeholder(index));
    html = html === null ? null : html.split(secret).join(placeholder(index));
  });
  return { text, html, sealed: cipher.encrypt(JSON.stringify(secrets)) };
}

/** Another part of the email that carries its secrets (the List-Unsubscribe address) with each replaced by its placeholder. */
export function sealedIn(text: string, secrets: readonly string[]): string {
  return secrets.reduce((sealed, secret, index) => sealed.split(secret).join(placeholder(index)), text);
}

/** A stored body with its secrets put back: what is sent. */
export function openSignInSecrets(body: string, sealed: string | null, cipher: FieldCipher): string {
  if (!sealed) return body;
  const secrets = JSON.parse(cipher.decrypt(sealed)) as string[];
  return body.replace(PLACEHOLDER, (whole, index: string) => secrets[Number(index)] ?? whole);
}

/** A stored body as staff read it: each secret masked. */
export function maskSignInSecrets(body: string): string {
  return body.replace(PLACEHOLDER, MASKED_SECRET);
}

/** The lines of a stored text that carry a secret, with it put back: what the development log shows a developer. */
export function signInLines(text: string, sealed: string | null, cipher: FieldCipher): string[] {
  if (!sealed) return [];
  return text.split('\n').filter((line) => line.match(PLACEHOLDER)).map((line) => openSignInSecrets(line, sealed, cipher).trim());
}
