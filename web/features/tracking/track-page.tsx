import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { trackQuestionProblems } from '#engine/track-question.ts';
import { looksLikeMrn } from '#schemas/mrn.ts';
import type { TrackReply } from '#schemas/generated/track.ts';
import type { TrackField } from '#schemas/server-page-state.ts';
import { BusyButton } from '#web/components/busy-button.tsx';
import ErrorSummary from '#web/components/form/error-summary.tsx';
import { postedFields } from '#web/components/form/posted-fields.ts';
import { useTypedBeforeTakeOver } from '#web/components/form/typed-before-take-over.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { Notice } from '#web/components/notice.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { serverPageState } from '#web/config/server-page-state.ts';
import type { MessageKey } from '#web/i18n/catalogue.ts';
import { ORDER_STATUS_WORDS } from '#web/i18n/order-status-words.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { trackOrder } from './track-order.ts';

/** '2026-11-23' → that calendar day at local noon (a day, not an instant: no time zone may move it). */
const dayOf = (day: string) => new Date(`${day}T12:00:00`);

/** The id of each field's input, which is also its name in the form posted without a script. */
const FIELD_IDS: Record<TrackField, string> = { mrn: 'mrn', zip: 'zip' };
const PROBLEM_WORDS: Record<TrackField, MessageKey> = { mrn: 'track.mrnInvalid', zip: 'track.zipInvalid' };

function Result({ order }: { order: TrackReply }) {
  const { t } = useT();
  return (
    <section aria-labelledby="track-result" className={css.resultPanel}>
      <div className={css.stack2}>
        <h2 id="track-result" className={css.sectionTitle}>{t('track.resultTitle', { mrn: order.mrn })}</h2>
        <p className={css.text}><strong>{t(ORDER_STATUS_WORDS[order.status])}</strong></p>
        <p className={css.text}>{t('track.ordered', { date: dayOf(order.orderedOn) })}</p>
        {order.shippedOn && <p className={css.text}>{t('track.shippedOn', { date: dayOf(order.shippedOn) })}</p>}
        {order.deliveredOn && <p className={css.text}>{t('track.deliveredOn', { date: dayOf(order.deliveredOn) })}</p>}
        {order.carrier && order.trackingNumber && (
          <p className={css.breakAnywhere}>{t('track.trackingNumber', { carrier: order.carrier, number: order.trackingNumber })}</p>
        )}
        {order.carrier && order.trackingUrl && (
          <p className={css.text}>
            <a href={order.trackingUrl} className={css.strongLink} target="_blank" rel="noreferrer">{t('track.follow', { carrier: order.carrier })}</a>
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * Track My Shipment (docs/product.md#public-pages): the MRN and ZIP code in, the order's status and tracking out. A wrong
 * pair and an unknown MRN read the same; nothing personal is shown. The confirmation page and email link here with the
 * order number filled in (`?mrn=`); the ZIP code is still the person's to give. Rendered on the server, and answered
 * there when the form is sent without a script (decision 084): the first render takes what the server found.
 */
export default function TrackPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const [server] = useState(() => serverPageState('track'));
  const [mrn, setMrn] = useState(() => {
    if (server) return server.mrn;
    const given = params.get('mrn')?.trim() ?? '';
    return looksLikeMrn(given) ? given : '';
  });
  const [zip, setZip] = useState(() => server?.zip ?? '');
  const [problems, setProblems] = useState<readonly TrackField[]>(() => server?.invalid ?? []);
  const [tries, setTries] = useState(0);
  const [found, setFound] = useState<TrackReply | undefined>(() => server?.found);
  const [failure, setFailure] = useState<string | undefined>(() => (server?.notFound ? t('track.notFound') : undefined));
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeTakeOver(formRef, (fields) => {
    setMrn(String(fields[FIELD_IDS.mrn] ?? ''));
    setZip(String(fields[FIELD_IDS.zip] ?? ''));
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold, which is what the person sees (typed before the app took the page over, it is not yet in
    // the state).
    const form = postedFields(event.currentTarget);
    const mrn = String(form[FIELD_IDS.mrn] ?? '');
    const zip = String(form[FIELD_IDS.zip] ?? '');
    setMrn(mrn);
    setZip(zip);
    const next = trackQuestionProblems(mrn, zip);
    setProblems(next);
    setTries((n) => n + 1);
    setFound(undefined);
    setFailure(undefined);
    if (next.length) return;
    setBusy(true);
    try {
      setFound(await trackOrder({ mrn: mrn.trim(), zip: zip.trim() }));
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 404 ? t('track.notFound') : error instanceof Error ? error.message : t('track.notFound'));
    } finally {
      setBusy(false);
    }
  };

  const error = (field: TrackField) => (problems.includes(field) ? t(PROBLEM_WORDS[field]) : undefined);
  const summary = problems.map((field) => ({ id: FIELD_IDS[field], label: t(`track.${field}`), message: t(PROBLEM_WORDS[field]) }));
  return (
    <div className={css.narrowFormPage}>
      <PageTitle title={t('track.title')} />
      <div className={css.stack5}>
        <h1 className={css.formPageTitle}>{t('track.title')}</h1>
        <ErrorSummary errors={summary} focusKey={tries} />
        <p className={css.text}>{t('track.intro')}</p>
        <form ref={formRef} method="post" action={paths.track} onSubmit={(e) => void submit(e)} noValidate aria-label={t('track.title')}>
          <div className={css.shortForm}>
            <TextField id={FIELD_IDS.mrn} label={t('track.mrn')} hint={t('track.mrnHint')} value={mrn} required autoComplete="off" maxLength={20}
              error={error('mrn')} onChange={(value) => setMrn(value)} />
            <TextField id={FIELD_IDS.zip} label={t('track.zip')} value={zip} required inputMode="numeric" autoComplete="postal-code" maxLength={10}
              error={error('zip')} onChange={(value) => setZip(value)} />
            <div>
              <BusyButton type="submit" className={css.submitButton} busy={busy}>{t('track.submit')}</BusyButton>
            </div>
          </div>
        </form>
        <div aria-live="polite">
          {failure && (
            <Notice status="warning">
              <div className={css.noticeText}>{failure}</div>
            </Notice>
          )}
          {found && <Result order={found} />}
        </div>
        <p className={css.text}>
          <RouterLink to={paths.account} className={css.textLink}>{t('track.accountLink')}</RouterLink>
        </p>
        <p className={css.hint}>{t('track.emergency')}</p>
      </div>
    </div>
  );
}
