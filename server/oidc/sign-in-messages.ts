import { describeWait } from '#server/areas/sign-in/index.ts';

/** What the provider's pages say when a sign-in cannot go on (docs/product.md#errors-people-read). */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const throttledMessage = (seconds: number) =>
  `Too many failed sign-in attempts. For your security, please wait ${describeWait(seconds)} before trying again.`;
export const EXPIRED_TEMPORARY_PASSWORD = 'Your temporary password has expired. Please ask an administrator for a new one.';
