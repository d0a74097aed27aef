import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BusyButton } from '#web/components/busy-button.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { apiClient, apiMessages } from '#web/lib/api-client.ts';
import { requestedLanguage } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-t.ts';
import { CONTINUES_FIELD } from '#engine/answer-form-fields.ts';
import { addressOf } from './current-questionnaire.ts';
import { storeRunIdOf } from './run-storage.ts';
import type { Continuation } from './continuation-context.ts';


/**
 * "Order your replacement kit" (docs/product.md#the-overdose-reversal-report): starts the other questionnaire's run
 * on the server from the finished one (POST /api/flow-runs with `continues`: the server decides what is filled in),
 * keeps it as that questionnaire's run in this tab, and opens its page, which resumes it. Nothing personal in the
 * address; a refusal is said beside the button.
 */
export function ContinuationOffer({ runId, flowId }: Continuation) {
  const { t } = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await apiClient.post<{ runId: string }>('/flow-runs', { flowId, continues: runId, locale: requestedLanguage() });
      storeRunIdOf(flowId, started.runId);
      void navigate(addressOf(flowId));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : apiMessages.noResponse);
      setBusy(false);
    }
  };
  // Without a script the form is posted to the other questionnaire's page, which starts the run there (decision 085).
  return (
    <>
      <form
        // Not a box of its own: its button lines up with the other actions as it did before it had a form.
        style={{ display: 'contents' }}
        method="post"
        action={addressOf(flowId)}
        onSubmit={(event) => {
          event.preventDefault();
          void go();
        }}
      >
        <input type="hidden" name={CONTINUES_FIELD} value={runId} />
        <BusyButton type="submit" className={css.questionButtonLarge} busy={busy}>
          {t('questionnaire.continueToOrder')}
        </BusyButton>
      </form>
      {problem && (
        <p role="alert" className={css.text}>
          {problem}
        </p>
      )}
    </>
  );
}
