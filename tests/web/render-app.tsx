import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '#web/app/routes.tsx';
import { SESSION_USER_KEY, type SessionUser } from '#web/lib/session-user.ts';
import type { Role } from '#schemas/roles.ts';

/** Shows where the router is, so a test can assert a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function signIn(role: Role): SessionUser {
  const user: SessionUser = {
    id: `user-${role}`,
    email: `${role}@example.org`,
    firstName: 'Pat',
    lastName: 'Example',
    claims: { role, customers: role === 'customer' ? ['C-1'] : [] },
  };
  sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
  return user;
}

/** Renders the whole app (its route table, whose pages load the design system they need) at `path`. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Waiting options for a lazy page, whose module the test runner may take a while to transform the first time. */
export const lazyPage = { timeout: 10_000 } as const;
