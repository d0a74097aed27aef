import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';
import { migrateToBefore, migrateToLatest } from '#server/db/migrator.ts';
import { migrationKeysFrom } from '#server/db/migration-keys.ts';
import { maskSignInSecrets, openSignInSecrets } from '#server/mail/sign-in-secrets.ts';
import { testConfig, testDatabases, testSecrets } from './test-db.ts';

const TOKEN = 'Xq3kP9vLm2Rt8WbZc4Nh7Ja1Ys6Ue0Gd5Fo2Ti9KwE';
const CODE = 'HKM4T7WQ2P';

/** Emails as the outbox held them before migration 0019: the link and the code in the bodies' text. */
const legacy = [
  {
    id: 'legacy-confirmation', kind: 'order-confirmation',
    text: `Thank you.\nCreate an account: https://portal.example.org/account?link=${TOKEN}&lang=es\nLearn more`,
    html: `<p>Create an account: <a href="https://portal.example.org/account?link=${TOKEN}&amp;lang=es">https://portal.example.org/account?link=${TOKEN}&amp;lang=es</a></p>`,
  },
  {
    id: 'legacy-invite', kind: 'invite',
    text: `Hello Ivy,\n\nVerification code: ${CODE}\nAccount setup: https://portal.example.org/user-setup?email=ivy%40example.org`,
    html: `<p>Verification code: <strong>${CODE}</strong></p>`,
  },
  { id: 'legacy-application', kind: 'application', text: 'We received your application MA-7KQ2M9.', html: null },
];

describe.each(testDatabases())('migration 0019 on $name', (database) => {
  it('seals the links and codes of the emails written before, which still send as they were written', async () => {
    const db = await database.connect();
    await migrateToLatest(db);
    await migrateToBefore(db, '0019-sealed-sign-in-secrets');
    const cipher = createFieldCipher(Buffer.from(testSecrets.DATA_KEY, 'base64'));
    const at = new Date().toISOString();
    for (const mail of legacy) {
      await db.insertInto('outbox').values({
        id: mail.id, to_address: mail.kind === 'invite' || mail.kind === 'application' ? 'ivy@example.org' : cipher.encrypt('jo@example.org'),
        subject: 'An email', text_body: mail.text, html_body: mail.html, kind: mail.kind, status: 'sent', attempts: 1, last_error: null,
        next_attempt_at: at, created_at: at, sent_at: at, erased_at: null,
      } as never).execute();
    }
    await expect(migrateToLatest(db)).rejects.toThrow(/0019-sealed-sign-in-secrets must seal the sign-in links of 2 emails/);

    expect((await migrateToLatest(db, migrationKeysFrom(testConfig())))[0]).toBe('0019-sealed-sign-in-secrets applied');
    const rows = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
    for (const mail of legacy) {
      const row = rows.find((r) => r.id === mail.id)!;
      expect(openSignInSecrets(row.text_body, row.sealed_secrets, cipher)).toBe(mail.text);
      expect(row.html_body === null ? null : openSignInSecrets(row.html_body, row.sealed_secrets, cipher)).toBe(mail.html);
      expect(`${row.text_body} ${row.html_body} ${row.sealed_secrets}`).not.toMatch(new RegExp(`${TOKEN}|${CODE}`));
    }
    expect(maskSignInSecrets(rows.find((r) => r.id === 'legacy-invite')!.text_body)).toContain('Verification code: ••••••••');
    expect(rows.find((r) => r.id === 'legacy-application')!.sealed_secrets).toBeNull();
  });
});
