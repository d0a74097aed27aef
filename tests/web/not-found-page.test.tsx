import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_USER_KEY } from '#web/lib/session-user.ts';
import { renderAt, signIn } from './render-app.tsx';

describe('not-found page', () => {
  it('links to the home page when nobody is signed in', () => {
    renderAt('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('catches unknown paths', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('links to /progress when a staff user is signed in', () => {
    signIn('admin');
    renderAt('/404');
    expect(screen.getByRole('link', { name: 'Go to Progress' })).toHaveAttribute('href', '/progress');
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).toBeNull();
  });

  it('links a signed-in customer to Bulk Orders, the only section they may see', () => {
    signIn('customer');
    renderAt('/404');
    expect(screen.getByRole('link', { name: 'Go to Bulk Orders' })).toHaveAttribute('href', '/bulk-orders');
  });

  it('treats an unreadable stored user as nobody signed in', () => {
    sessionStorage.setItem(SESSION_USER_KEY, '{not json');
    renderAt('/404');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
