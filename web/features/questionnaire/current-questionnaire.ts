import type { PublicQuestionnaire } from '#schemas/generated/programme-settings.ts';
import { pageData } from '#web/config/site.ts';
import { paths } from '#web/lib/paths.ts';
import { ownQuestionnairePage } from '#web/lib/questionnaire-addresses.ts';

/** The consumer questionnaire, answered at /form (docs/product.md#the-questionnaire). */
export const CONSUMER_FLOW_ID = 'consumer';

/**
 * The questionnaire a page at `pathname` answers (decision 077): /form the consumer one; /<address> the live
 * questionnaire holding that address, which the server wrote into the page's head with its title; undefined for an
 * address no live questionnaire holds (the Not found page).
 */
export function questionnaireAt(pathname: string): PublicQuestionnaire | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.form) return { flowId: CONSUMER_FLOW_ID, title: {} };
  const address = path.slice(1);
  return Object.hasOwn(pageData.questionnaires ?? {}, address) ? pageData.questionnaires![address] : undefined;
}

/** The flow this page starts a run of: the questionnaire at its address, the consumer one elsewhere (a staff preview). */
export function currentFlowId(): string {
  if (typeof window === 'undefined') return CONSUMER_FLOW_ID;
  return questionnaireAt(window.location.pathname)?.flowId ?? CONSUMER_FLOW_ID;
}

/** The page a questionnaire is answered at: /form for the consumer one, /<address> for a live one of its own, else home. */
export function addressOf(flowId: string): string {
  return flowId === CONSUMER_FLOW_ID ? paths.form : (ownQuestionnairePage(flowId) ?? paths.home);
}
