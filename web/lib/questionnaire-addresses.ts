import { pageData } from '#web/config/site.ts';

/**
 * The page a live questionnaire of the programme's own is answered at, `/<address>`, from the addresses the server
 * wrote into the page (decision 077); undefined when no live questionnaire is that flow.
 */
export function ownQuestionnairePage(flowId: string): string | undefined {
  const address = Object.entries(pageData.questionnaires ?? {}).find(([, q]) => q.flowId === flowId)?.[0];
  return address ? `/${address}` : undefined;
}
