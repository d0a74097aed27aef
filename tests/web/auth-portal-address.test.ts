import { describe, expect, it } from 'vitest';
import { portalAddressFor } from '#web/features/auth/portal-address.ts';

describe('portalAddressFor', () => {
  const redirectUri = 'http://localhost:3000/login';
  it('stays when the page is at the portal\'s own origin', () => {
    expect(portalAddressFor(redirectUri, 'http://localhost:3000', '/quotas')).toBeNull();
  });
  it('moves another address of the same server to PUBLIC_ORIGIN, keeping the page asked for', () => {
    expect(portalAddressFor(redirectUri, 'http://127.0.0.1:3000', '/quotas?state=CO')).toBe('http://localhost:3000/quotas?state=CO');
    expect(portalAddressFor(redirectUri, 'http://localhost:3100', null)).toBe('http://localhost:3000/login');
  });
  it('never carries a foreign address along', () => {
    expect(portalAddressFor(redirectUri, 'http://127.0.0.1:3000', '//evil.example/x')).toBe('http://localhost:3000/login');
    expect(portalAddressFor(redirectUri, 'http://127.0.0.1:3000', 'https://evil.example/')).toBe('http://localhost:3000/login');
  });
});
