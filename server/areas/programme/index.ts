/** The programme area's surface: the only file another area (or a composer) imports from server/areas/programme/. */
export { default as programmeRoutes } from './programme.routes.ts';
export { applicationReviewWorkingDays, expiryReminderDays, programmeSettingsForPages } from './programme.service.ts';
