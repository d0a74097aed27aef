import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { BusyButton } from '#web/components/busy-button.tsx';
import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { useStepFocus } from './step-focus.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The frame of a run that has ended: its heading takes focus, as a new step's does. */
export function EndedFrame({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, title);
  return (
    <div className={css.stack6}>
      <h1 ref={heading} tabIndex={-1} className={css.stepTitle}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** The way out of an ended run: the home page ('Go to Home Page'). */
export function HomeLink({ onFollow, children }: { onFollow?: () => void; children?: ReactNode }) {
  const { t } = useT();
  return (
    <div>
      <RouterLink to={paths.home} onClick={onFollow} className={css.questionButtonLarge}>
        {children ?? t('questionnaire.goHome')}
      </RouterLink>
    </div>
  );
}

/**
 * The run stopped as ineligible: the message of docs/product.md#the-questionnaire (or the flow's own words for a county it does not serve),
 * exactly as the server words it, and a way on: 'Choose a different state' moves the run back to step 1 on the
 * server; the home page stays one click away.
 */
export function IneligibleView({ message, busy = false, onChooseState }: { message: string; busy?: boolean; onChooseState?: () => void }) {
  const { t } = useT();
  // The title fits both ends the flow has: a state it does not serve, and a Kentucky county outside its list.
  return (
    <EndedFrame title={t('questionnaire.ineligibleTitle')}>
      <Notice status="warning">
        <div className={css.noticeTextMd}>{message}</div>
      </Notice>
      <div className={css.endActions}>
        {onChooseState && (
          // Without a script the form asks for the first step (?step=1), which moves the run back there (decision 085).
          <form
            // Not a box of its own: its button lines up with the other actions as it did before it had a form.
            style={{ display: 'contents' }}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              onChooseState();
            }}
          >
            <BusyButton type="submit" name="step" value="1" className={css.questionButtonLarge} busy={busy}>
              {t('questionnaire.chooseState')}
            </BusyButton>
          </form>
        )}
        <RouterLink to={paths.home} className={css.outlineButtonLarge}>
          {t('questionnaire.goHome')}
        </RouterLink>
      </div>
    </EndedFrame>
  );
}
