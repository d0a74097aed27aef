import { Notice } from '#web/components/notice.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { previewRunId } from './run-storage.ts';

/** Shown over a staff preview of the questionnaire (the studio's preview frame): what staff see is not a request. */
export function PreviewBanner() {
  if (previewRunId() === null) return null;
  return (
    <Notice status="info" className={css.previewNotice}>
      <div className={css.noticeTitle}>Preview</div>
      <div className={css.noticeText}>Nothing entered here is saved, ordered or emailed.</div>
    </Notice>
  );
}
