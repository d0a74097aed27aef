/** The sign-in area's surface: the only file another area (or the plumbing) imports from server/areas/sign-in/. */
export { default as sessionRoutes } from './session.routes.ts';
export { checkSignInAttempt, countAttempt, describeWait, forgiveAccount } from './sign-in-throttle.ts';
