import DOMPurify from 'dompurify';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { EndedFrame } from './run-ended-view.tsx';
import { useT } from '#web/i18n/use-t.ts';

/**
 * A reason as HTML to show: sanitized by DOMPurify in the browser; on the server, which has no DOM for it to work in
 * (decision 085), the reason's text without its markup (the flows' reasons carry none today).
 */
const safeHtml = (reason: string): string =>
  DOMPurify.isSupported ? DOMPurify.sanitize(reason) : reason.replace(/<[^>]*>/g, '').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The server refused the request (406): every reason, sanitized as HTML (the reasons may carry markup such as a
 * link to the health department), in an info notice with the way home (docs/product.md#the-questionnaire). A module of its own, loaded
 * only when a request is refused, so DOMPurify is not downloaded with every questionnaire.
 */
export default function RefusedView({ reasons }: { reasons: string[] }) {
  const { t } = useT();
  return (
    <EndedFrame title={t('questionnaire.refusedTitle')}>
      <Notice status="info">
        <ul aria-label={t('questionnaire.reasons')} className={css.stack2}>
          {reasons.map((reason) => (
            <li key={reason} className={css.reasonsLine} dangerouslySetInnerHTML={{ __html: safeHtml(reason) }} />
          ))}
        </ul>
        <div className={css.noticeAction}>
          <RouterLink to={paths.home} className={css.strongLink}>
            {t('questionnaire.goHome')}
          </RouterLink>
        </div>
      </Notice>
    </EndedFrame>
  );
}
