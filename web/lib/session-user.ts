import type { User } from '#schemas/generated/user-api.ts';
import { ROLE_RANK, type Role } from '#schemas/roles.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/** sessionStorage key of the signed-in user's non-secret profile (decision 005). */
export const SESSION_USER_KEY = 'portal.user';

/** The signed-in profile the browser keeps (without any token: the session is a cookie). */
export type SessionUser = Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'claims'>
  & Partial<Pick<User, 'lastLogin' | 'createdAt' | 'subscriptions' | 'datePreference' | 'secondFactor'>>;

const listeners = new Set<() => void>();

/** Calls `listener` whenever the stored profile is written or cleared (the date preference's pages re-render). */
export function onSessionUserChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(): void {
  for (const listener of [...listeners]) listener();
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(ROLE_RANK, value);
}

/** The stored user, or null when nobody is signed in or the stored value is not a usable profile. */
export function readSessionUser(): SessionUser | null {
  const raw = readItem('session', SESSION_USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<SessionUser>;
    if (typeof user.id !== 'string' || !isRole(user.claims?.role)) return null;
    // The date preference is read as kept; the staff pages' date-format.ts checks it against its lists (which the
    // public pages, which read this profile too, do not load).
    return { ...user, claims: { role: user.claims.role, customers: user.claims.customers ?? [] } } as SessionUser;
  } catch {
    return null;
  }
}

export function writeSessionUser(user: SessionUser): void {
  writeItem('session', SESSION_USER_KEY, JSON.stringify(user));
  changed();
}

export function clearSessionUser(): void {
  removeItem('session', SESSION_USER_KEY);
  changed();
}
