import { presentDemoAccounts, type DemoAccount } from '#server/areas/users/index.ts';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';

type BannerConfig = Pick<Config, 'env' | 'publicOrigin' | 'smtpUrl' | 'mfaRequiredRoles'>;

/** Where emails go, without the SMTP credentials: only the scheme, host and port of SMTP_URL. */
export function mailDestination(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'kept in the outbox (SMTP_URL is not set): read them at GET /api/outbox as superAdmin; this log announces each one';
  try {
    const url = new URL(smtpUrl);
    return `sent through ${url.protocol}//${url.host}`;
  } catch {
    return 'sent through SMTP_URL';
  }
}

/** Who must sign in with a second factor (MFA_REQUIRED_ROLES, decision 073), in one line. */
export function secondFactorLine(roles: readonly string[]): string {
  if (roles.length === 0) return 'not required of any role (MFA_REQUIRED_ROLES): passwords alone sign in, as the demo accounts do';
  return `required of ${roles.join(', ')} (MFA_REQUIRED_ROLES): they add a passkey or an authenticator app at their first sign-in`;
}

/**
 * The demo accounts to show: outside prod, when demo data is on and the database holds them (a database
 * seeded before SEED_DEMO was turned off is not advertised).
 */
export async function shownDemoAccounts(config: Pick<Config, 'env' | 'seedDemo'>, db: Db): Promise<DemoAccount[]> {
  if (config.env === 'prod' || !config.seedDemo) return [];
  return presentDemoAccounts(db);
}

/**
 * What a developer needs after `npm start`: where to open the portal, how to sign in, where emails go.
 * Built from the configuration only; never a secret (demo passwords are documented, not secret).
 */
export function startBanner(config: BannerConfig, demoAccounts: readonly DemoAccount[]): string {
  const origin = config.publicOrigin;
  const lines = [
    `Naloxone portal (${config.env}) is ready at ${origin}`,
    `  API description  ${origin}/api/docs`,
    `  Emails           ${mailDestination(config.smtpUrl)}`,
    `  Second factor    ${secondFactorLine(config.mfaRequiredRoles)}`,
  ];
  const accounts = config.env === 'prod' ? [] : demoAccounts;
  if (accounts.length > 0) {
    const roleWidth = Math.max(...accounts.map((a) => a.role.length));
    const emailWidth = Math.max(...accounts.map((a) => a.email.length));
    lines.push('  Demo accounts    (Log In, top right)');
    for (const a of accounts) lines.push(`    ${a.role.padEnd(roleWidth)}  ${a.email.padEnd(emailWidth)}  ${a.password}`);
  }
  return lines.join('\n');
}
