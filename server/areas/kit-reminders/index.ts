/** The kit-reminders area's surface: the only file another area (or a composer) imports from server/areas/kit-reminders/. */
export { default as kitReminderRoutes } from './kit-reminders.routes.ts';
export { kitExpiryJob } from './kit-reminders.job.ts';
