import { createElement, memo, useEffect, useRef, useState } from 'react';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { QuestionGroup } from './question-group.tsx';
import { useT } from '#web/i18n/use-t.ts';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';
/** What the QA environment sends instead of a solved challenge; the server accepts it only when PORTAL_ENV=qa. */
export const QA_CAPTCHA_TOKEN = 'qa-auto-verified';

interface AltchaState {
  state?: string;
  payload?: string | null;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

/**
 * The captcha (RECAPTCHA): ALTCHA, a proof of work solved in the browser and verified by our own server — no third
 * party sees the person. The widget's code and its words, in the reader's language, are downloaded only when this
 * step is shown (load-altcha.ts). The answer is the solved payload; an expired solution is cleared with 'Recaptcha
 * expired. Please verify again.' In the QA environment the captcha counts as verified, as docs/product.md#environments says.
 * A page without a script says it can go on without the check: the server counts it against the network's limits
 * instead (decision 086).
 */
export const CaptchaQuestion = memo(function CaptchaQuestion({ question: q, answer, error, onChange, portalEnv }: QuestionProps) {
  const { t, language } = useT();
  const qa = portalEnv === 'qa';
  const [ready, setReady] = useState(false);
  const [expired, setExpired] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const widgetRef = useRef<AltchaElement>(null);
  const verified = typeof answer?.value === 'string' && answer.value !== '';

  useEffect(() => {
    if (qa && !verified) onChange(q.id, { value: QA_CAPTCHA_TOKEN });
  }, [qa, verified, onChange, q.id]);

  useEffect(() => {
    if (qa) return;
    let live = true;
    import('./load-altcha.ts').then((m) => m.loadAltcha(language)).then(
      () => live && setReady(true),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [qa, language]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaState>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) {
        setExpired(false);
        onChange(q.id, { value: detail.payload });
      } else if (detail.state === 'expired') {
        setExpired(true);
        onChange(q.id, { value: '' });
      } else if (detail.state === 'unverified' || detail.state === 'error') {
        onChange(q.id, { value: '' });
      }
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready, onChange, q.id]);

  // The server refused the solution (expired or reused): start the widget over so the person can verify again.
  useEffect(() => {
    if (error) widgetRef.current?.reset?.();
  }, [error]);

  const message = expired ? t('questionnaire.captchaExpired') : error;
  return (
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={message} required={q.mandatory}>
      {qa ? (
        <p role="status" className={css.text}>
          {t('questionnaire.captchaQa')}
        </p>
      ) : loadFailed ? (
        <p className={css.errorText} role="alert">
          {t('common.wentWrongRefresh')}
        </p>
      ) : (
        <>
          {/* A page without a script cannot run the widget: the server takes the network's limits instead (decision 086).
              Refused over those limits, the error alone says what to do. */}
          {!error && <p className={css.noScriptNote}>{t('questionnaire.captchaNoScript')}</p>}
          {/* The widget draws its tick over its checkbox; without this a click on the tick's middle would miss the box. */}
          <div className={css.captchaBox}>
          {ready &&
            createElement('altcha-widget', {
              ref: widgetRef,
              challenge: CAPTCHA_CHALLENGE_URL,
              name: q.field ?? 'reCaptcha',
              // The words registered for this language by loadAltcha.
              language,
              style: { '--altcha-max-width': '100%' },
            })}
          </div>
        </>
      )}
    </QuestionGroup>
  );
});
