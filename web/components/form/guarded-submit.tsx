import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { BusyButton } from '../busy-button.tsx';
import { css } from '../static/form-classes.ts';

/** One answer still missing or wrong: its field's id, its label and what to do. */
export interface PendingField {
  id: string;
  label: string;
  message: string;
}

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, video[controls]';

/**
 * Moves focus to a field and brings it into view: the control with that id, the first control of a group with that
 * id (a fieldset of radios), or the first control named so (radios whose ids carry their values).
 */
export function focusField(id: string): void {
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  if (!target) return;
  const control = target.matches(CONTROLS) ? target : (target.querySelector<HTMLElement>(CONTROLS) ?? target);
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}

export interface GuardedSubmitProps {
  /** the button's text ('Next', 'Register') */
  children: ReactNode;
  /** what is still missing or wrong; the button does nothing while this is not empty */
  pending: readonly PendingField[];
  /** the summary's id, unique on the page */
  summaryId: string;
  submitting?: boolean;
  loadingText?: string;
  /** the button's look: a static style's class names (css.submitButtonPlain unless given) */
  buttonClass?: string;
}

/**
 * A submit button that stays in the tab order while the form is incomplete (`aria-disabled` rather than
 * `disabled`), beside a live summary of what is still missing or wrong, each entry a link that moves focus to its
 * field: GOV.UK's error summary, adapted to a button kept disabled until the step is complete. Pressing the button while it is
 * disabled submits nothing and moves focus to the summary, so a keyboard user never meets an unexplained dead end.
 */
export function GuardedSubmit({ children, pending, summaryId, submitting = false, loadingText, buttonClass = css.submitButtonPlain }: GuardedSubmitProps) {
  const summary = useRef<HTMLDivElement>(null);
  const { t } = useT();
  const blocked = pending.length > 0;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (!blocked && !submitting) return;
    event.preventDefault();
    if (blocked) summary.current?.focus();
  };
  return (
    <div className={css.submitArea}>
      <div ref={summary} id={summaryId} tabIndex={-1} aria-live="polite" aria-atomic="false" className={css.pendingSummary}>
        {blocked && (
          <div className={css.pendingPanel}>
            <p className={css.pendingTitle}>{t('common.pendingSummary')}</p>
            <ul className={css.pendingList}>
              {pending.map((field) => (
                <li key={field.id}>
                  <a
                    href={`#${field.id}`}
                    className={css.textLink}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field.id);
                    }}
                  >
                    {field.label}: {field.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <BusyButton
        type="submit"
        className={buttonClass}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? summaryId : undefined}
        busy={submitting}
        busyText={loadingText}
        onClick={press}
      >
        {children}
      </BusyButton>
    </div>
  );
}
