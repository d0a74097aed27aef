import { lazy } from 'react';
import { Outlet, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '#web/components/layouts/public-layout.tsx';
import { LandingPage } from '#web/features/public/landing-page.tsx';
import { NotFoundPage } from '#web/features/public/not-found-page.tsx';
import { ProblemPage } from '#web/features/public/problem-page.tsx';
import { serverPageState } from '#web/config/server-page-state.ts';
import { WelcomePage } from '#web/features/public/welcome-page.tsx';
import { startLoadingRun } from '#web/features/questionnaire/load-run.ts';
import { paths } from '#web/lib/paths.ts';
import { RequireAccess } from './require-access.tsx';
import { styledPage } from '#web/components/design-system/styled-scope.tsx';
import { pageData } from '#web/config/site.ts';

/*
 * The route table. Only the pages of a first visit (/, /welcome, /404) are in the entry bundle; every other
 * page is a lazy module (default export = the page) in its own chunk, downloaded on first visit. The admin
 * area sits under its own lazy layout behind RequireAccess, so the public pages never download any of it.
 */
const loadQuestionnairePage = () => import('#web/features/questionnaire/questionnaire-page.tsx');
// Styled statically (decision 035): no design system to load with it.
const QuestionnairePage = lazy(loadQuestionnairePage);
// /form opened directly (a reload, a link): its code and its first step load while the app starts, not after
// the first render. A step the server rendered (decision 085) is not loaded again: the page starts from it.
if (typeof window !== 'undefined' && window.location.pathname === paths.form) {
  if (!serverPageState('questionnaire')) startLoadingRun();
  void loadQuestionnairePage();
}
/**
 * /<address>: a questionnaire of the programme's own (decision 077), the same page as /form for its flow. The server
 * wrote the live addresses into the page, so an unknown one is the Not found page at once, without a request.
 */
function QuestionnaireAtAddress() {
  const { address = '' } = useParams();
  return Object.hasOwn(pageData.questionnaires ?? {}, address) ? <QuestionnairePage /> : <NotFoundPage />;
}
// The confirmation of a placed order (decision 054), styled statically too: its own chunk, not /form's.
const OrderPlacedPage = lazy(() => import('#web/features/questionnaire/order-placed-page.tsx'));
// Styled statically as well: the membership application (a long form of the shared fields).
const RegisterPage = lazy(() => import('#web/features/membership/register-page.tsx'));
// Styled statically: the portal's own privacy statement, with its words (decision 058).
const PrivacyPage = lazy(() => import('#web/features/public/privacy-page.tsx'));
// Styled statically, and answered by the server without a script (decision 084).
const TrackPage = lazy(() => import('#web/features/tracking/track-page.tsx'));
const ApplicationReceivedPage = lazy(() => import('#web/features/membership/application-received-page.tsx'));
const AccountPage = styledPage(() => import('#web/features/account/account-page.tsx'));

const NewKitPage = styledPage(() => import('#web/features/kit-reminder/new-kit-page.tsx'));
const StopKitEmailsPage = styledPage(() => import('#web/features/kit-reminder/stop-emails-page.tsx'));
const LoginPage = styledPage(() => import('#web/features/auth/login-page.tsx'));
const UserSetupPage = styledPage(() => import('#web/features/auth/user-setup-page.tsx'));

const AdminLayout = lazy(() => import('./admin-area.tsx'));
const ProgressPage = lazy(() => import('#web/features/progress/progress-page.tsx'));
const QuotasPage = lazy(() => import('#web/features/quotas/quotas-page.tsx'));
const ConsumerOrdersPage = lazy(() => import('#web/features/consumer-orders/consumer-orders-page.tsx'));
const ConsumerOrderPage = lazy(() => import('#web/features/consumer-orders/consumer-order-page.tsx'));
const ShipmentsPage = lazy(() => import('#web/features/shipments/shipments-page.tsx'));
const BulkOrdersPage = lazy(() => import('#web/features/bulk-orders/bulk-orders-page.tsx'));
const CustomersPage = lazy(() => import('#web/features/customers/customers-page.tsx'));
const ReportSubscriptionsPage = lazy(() => import('#web/features/report-subscriptions/report-subscriptions-page.tsx'));
const UserManagementPage = lazy(() => import('#web/features/users/user-management-page.tsx'));
const AuditLogPage = lazy(() => import('#web/features/audit/audit-log-page.tsx'));
const JobsPage = lazy(() => import('#web/features/jobs/jobs-page.tsx'));
const ProgrammePage = lazy(() => import('#web/features/programme/programme-page.tsx'));
const SecurityPage = lazy(() => import('#web/features/account-security/account-security-page.tsx'));
const ApplicationsPage = lazy(() => import('#web/features/membership/review/applications-page.tsx'));
const ApplicationPage = lazy(() => import('#web/features/membership/review/application-page.tsx'));
const StudioListPage = lazy(() => import('#web/features/studio/studio-list-page.tsx'));
const StudioVersionPage = lazy(() => import('#web/features/studio/version-page.tsx'));
const StudioComparePage = lazy(() => import('#web/features/studio/compare-page.tsx'));
const StudioTranslationsPage = lazy(() => import('#web/features/studio/translations-page.tsx'));
const StudioAnalyticsPage = lazy(() => import('#web/features/studio/analytics-page.tsx'));
const StudioResponsesPage = lazy(() => import('#web/features/studio/responses/responses-page.tsx'));
const StudioResponsePage = lazy(() => import('#web/features/studio/responses/response-page.tsx'));

/**
 * The public pages, or, where a form sent without a script could not be answered at all, the problem page at the
 * form's address (decision 084).
 */
function PublicPage() {
  const problem = serverPageState('problem');
  return problem ? <ProblemPage problem={problem} /> : <Outlet />;
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [{ element: <PublicPage />, children: [
      { index: true, element: <LandingPage /> },
      { path: paths.welcome, element: <WelcomePage /> },
      { path: paths.form, element: <QuestionnairePage /> },
      { path: paths.orderPlaced, element: <OrderPlacedPage /> },
      { path: paths.register, element: <RegisterPage /> },
      // An address whose reference could not be one shows the not-found page (decision 087).
      { path: `${paths.applicationReceived}/:reference`, element: <ApplicationReceivedPage notFound={<NotFoundPage />} /> },
      { path: paths.track, element: <TrackPage /> },
      { path: paths.account, element: <AccountPage /> },
      { path: paths.newKit, element: <NewKitPage /> },
      { path: paths.stopKitEmails, element: <StopKitEmailsPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.userSetup, element: <UserSetupPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: ':address', element: <QuestionnaireAtAddress /> },
      { path: '*', element: <NotFoundPage /> },
    ] }],
  },
  {
    element: <RequireAccess />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { path: paths.progress, element: <ProgressPage /> },
          { path: paths.quotas, element: <QuotasPage /> },
          { path: paths.consumerOrders, element: <ConsumerOrdersPage /> },
          { path: `${paths.consumerOrders}/:mrn`, element: <ConsumerOrderPage /> },
          { path: paths.shipments, element: <ShipmentsPage /> },
          { path: paths.bulkOrders, element: <BulkOrdersPage /> },
          { path: paths.customers, element: <CustomersPage /> },
          { path: paths.reportSubscriptions, element: <ReportSubscriptionsPage /> },
          { path: paths.userManagement, element: <UserManagementPage /> },
          { path: paths.auditLog, element: <AuditLogPage /> },
          { path: paths.jobs, element: <JobsPage /> },
          { path: paths.programme, element: <ProgrammePage /> },
          { path: paths.security, element: <SecurityPage /> },
          { path: paths.membership, element: <ApplicationsPage /> },
          { path: `${paths.membership}/:id`, element: <ApplicationPage /> },
          { path: paths.questionnaire, element: <StudioListPage /> },
          { path: `${paths.questionnaire}/:flowId/compare`, element: <StudioComparePage /> },
          { path: `${paths.questionnaire}/:flowId/analytics`, element: <StudioAnalyticsPage /> },
          { path: `${paths.questionnaire}/:flowId/responses`, element: <StudioResponsesPage /> },
          { path: `${paths.questionnaire}/:flowId/responses/:responseId`, element: <StudioResponsePage /> },
          { path: `${paths.questionnaire}/:flowId/:version`, element: <StudioVersionPage /> },
          { path: `${paths.questionnaire}/:flowId/:version/translations`, element: <StudioTranslationsPage /> },
        ],
      },
    ],
  },
];

/** Renders the page for the current location (inside a router). */
export function AppRoutes() {
  return useRoutes(routes);
}
