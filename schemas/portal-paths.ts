/**
 * Every page of the portal's own, by name: the web app's routes (web/lib/paths.ts links through this map) and what
 * the server refuses as a questionnaire's public address (questionnaire-address.ts, decision 077). One list, so a
 * page added here is at once an address no questionnaire can take. Only the map here: the entry of the web app
 * carries this module whole.
 */
export const portalPaths = {
  home: '/',
  welcome: '/welcome',
  form: '/form',
  orderPlaced: '/order-placed',
  register: '/register',
  applicationReceived: '/register/received',
  track: '/track',
  account: '/account',
  newKit: '/kit-reminder',
  stopKitEmails: '/kit-reminder/stop',
  login: '/login',
  userSetup: '/user-setup',
  notFound: '/404',
  privacy: '/privacy',
  progress: '/progress',
  quotas: '/quotas',
  consumerOrders: '/consumer-orders',
  shipments: '/shipments',
  bulkOrders: '/bulk-orders',
  customers: '/customers',
  reportSubscriptions: '/report-subscriptions',
  userManagement: '/user-management',
  questionnaire: '/questionnaire',
  auditLog: '/audit-log',
  jobs: '/jobs',
  membership: '/membership',
  programme: '/programme',
  security: '/account-security',
} as const;
