import { useQuery } from '@tanstack/react-query';
import { studioApi, studioKeys } from './studio-api.ts';

/**
 * How a page about one questionnaire names it: its title as the studio's list shows it, quoted ("'Request Free
 * Naloxone'"), never its id; 'the questionnaire' until the list is loaded.
 */
export function useFlowTitle(flowId: string): string {
  const flows = useQuery({ queryKey: studioKeys.flows(), queryFn: ({ signal }) => studioApi.flows(signal) });
  const title = flows.data?.find((f) => f.flowId === flowId)?.title;
  return title ? `'${title}'` : 'the questionnaire';
}
