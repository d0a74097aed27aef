import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canSee, homePathFor, protectedSections } from '#web/lib/paths.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

describe('protected routes', () => {
  it('declares the staff sections with the minimum roles of docs/product.md#roles, and the questionnaire studio', () => {
    expect(Object.fromEntries(protectedSections.map((s) => [s.path, s.minimumRole]))).toEqual({
      '/progress': 'admin',
      '/quotas': 'admin',
      '/consumer-orders': 'admin',
      '/shipments': 'admin',
      '/bulk-orders': 'customer',
      '/customers': 'admin',
      '/membership': 'admin',
      '/report-subscriptions': 'admin',
      '/questionnaire': 'admin',
      '/user-management': 'superAdmin',
      '/audit-log': 'superAdmin',
      '/jobs': 'superAdmin',
      '/programme': 'superAdmin',
      '/account-security': 'customer',
    });
    expect(canSee('customer', '/questionnaire/consumer/3')).toBe(false);
    expect(canSee('admin', '/questionnaire/consumer/3')).toBe(true);
    expect(canSee('admin', '/user-management')).toBe(false);
    expect(canSee('superAdmin', '/user-management/')).toBe(true);
    expect(canSee('customer', '/')).toBe(true);
    expect(homePathFor('customer')).toBe('/bulk-orders');
    expect(homePathFor('superAdmin')).toBe('/progress');
  });

  it('sends a visitor without a session to /login', async () => {
    renderAt('/quotas');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/), lazyPage);
  });

  it('sends a signed-in user whose role is too low to /404', async () => {
    signIn('customer');
    renderAt('/quotas');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/), lazyPage);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens the section under the admin layout for a role that may see it', async () => {
    signIn('superAdmin');
    renderAt('/user-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-management$/);
  });

  it('lets a customer into Bulk Orders', async () => {
    signIn('customer');
    renderAt('/bulk-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk Orders' }, lazyPage)).toBeInTheDocument();
  });
});
