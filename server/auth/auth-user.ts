import type { FastifyRequest } from 'fastify';
import type { Role } from '#schemas/roles.ts';
import type { SecondFactorState } from './second-factor-policy.ts';
import { catalogued } from '#server/errors/catalogue.ts';

/** The signed-in staff member of a request, read from the database on every request (so changes apply at once). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** the customers a customer-role user acts for; empty for admin and superAdmin */
  customerIds: string[];
  sessionId: string;
  /** whether this session proved a second factor, or must enrol one before anything else (decision 073) */
  secondFactor: SecondFactorState;
}

/** The user of a route that declared a staff role; throws 401 if called on a request without one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw catalogued('UNAUTHORIZED');
  return request.user;
}

/**
 * The customers a request may see: null means every customer (admin, superAdmin); a list means only those
 * (customer role — possibly empty, which must match nothing). Apply it to every query of customer data:
 * `if (scope) query = query.where('customer_id', 'in', scope.length ? scope : [''])`.
 */
export function customerScope(request: FastifyRequest): string[] | null {
  const user = requireUser(request);
  return user.role === 'customer' ? [...user.customerIds] : null;
}
