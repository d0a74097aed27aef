import { memo, useCallback, useEffect, useRef } from 'react';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { QuestionGroup } from './question-group.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** How close to the end (px) counts as the bottom: sub-pixel scroll positions never reach it exactly. */
const BOTTOM_SLACK = 4;

/**
 * A document to read (PDF): shown in a scrolling panel, and "read" once the panel has been scrolled to the bottom
 * (Next stays disabled until then). The panel takes focus, so the arrow and Page Down keys scroll it too;
 * a link opens the document on its own for readers who prefer their own PDF viewer.
 */
export const PdfQuestion = memo(function PdfQuestion({ question: q, answer, onChange, error }: QuestionProps) {
  const { t } = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const read = answer?.value === true;
  const media = q.media;

  const check = useCallback(() => {
    const panel = panelRef.current;
    if (!panel || read) return;
    if (panel.scrollTop + panel.clientHeight >= panel.scrollHeight - BOTTOM_SLACK) onChange(q.id, { value: true });
  }, [onChange, q.id, read]);

  // A panel with nothing to scroll is read as soon as it is shown.
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && panel.scrollHeight > 0 && panel.scrollHeight <= panel.clientHeight) check();
  }, [check]);

  if (!media) return null;
  const statusId = `${q.id}-status`;
  return (
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={error} required={q.mandatory}>
      <div
        ref={panelRef}
        role="region"
        aria-label={`${media.title} (scroll to the end to continue)`}
        aria-describedby={statusId}
        tabIndex={0}
        onScroll={check}
        className={css.pdfPanel}
      >
        <iframe src={media.src} title={media.title} className={css.pdfFrame} />
      </div>
      <a href={media.src} target="_blank" rel="noopener noreferrer" className={css.textLink}>
        Open “{media.title}” in a new tab
      </a>
      <div id={statusId} role="status" aria-live="polite">
        <p className={css.statusText}>{t(read ? 'questionnaire.pdfRead' : 'questionnaire.pdfScroll')}</p>
      </div>
    </QuestionGroup>
  );
});
