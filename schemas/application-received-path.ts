import { portalPaths } from './portal-paths.ts';

/**
 * The page after Register, by the reference the applicant quotes: /register/received/MA-7KQ2M9. Where the app goes
 * after sending an application and where the server's page sends a form posted without a script (decision 087); a
 * module of its own, so the entry of the web app (which carries portal-paths.ts whole) does not carry it.
 */
export const applicationReceivedPath = (reference: string): string => `${portalPaths.applicationReceived}/${encodeURIComponent(reference)}`;
