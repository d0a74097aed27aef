import { memo, useEffect, useRef, useState } from 'react';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { QuestionGroup } from './question-group.tsx';
import { useT } from '#web/i18n/use-t.ts';


/**
 * The training video (VIDEO): native controls (keyboard and screen-reader ready) and captions on by default. The
 * view names the file of the run's language, the flow's default video when it has none of that language's own.
 * The answer is "watched" once the video ends, so Next stays disabled until then (docs/product.md#the-questionnaire). In the QA
 * environment it counts as watched at once, as docs/product.md#environments says.
 */
export const VideoQuestion = memo(function VideoQuestion({ question: q, answer, onChange, portalEnv, error }: QuestionProps) {
  const { t, language } = useT();
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const watched = answer?.value === true;
  const media = q.media;
  // Captions on in the language being read, else the first track.
  const shown = media?.captions.find((c) => c.srclang === language);
  const autoComplete = portalEnv === 'qa';

  useEffect(() => {
    if (autoComplete && !watched) onChange(q.id, { value: true });
  }, [autoComplete, watched, onChange, q.id]);

  if (!media) return null;
  const sources = [{ src: media.src, mimeType: media.mimeType }, ...media.fallbacks];
  const statusId = `${q.id}-status`;
  const retry = () => {
    setFailed(false);
    videoRef.current?.load();
  };

  return (
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={error} required={q.mandatory}>
      <figure className={css.videoFigure}>
        <video
          // The step's view names the video of the run's language (decision 057): another file is another element.
          key={media.src}
          ref={videoRef}
          controls
          preload="metadata"
          playsInline
          poster={media.poster ?? undefined}
          aria-label={media.title}
          aria-describedby={statusId}
          className={css.video}
          onEnded={() => onChange(q.id, { value: true })}
          onError={() => setFailed(true)}
        >
          {sources.map((s, i) => (
            <source
              key={s.src}
              src={s.src}
              type={s.mimeType ?? undefined}
              // Each failing source passes to the next; only the last one failing means no video at all.
              onError={i === sources.length - 1 ? () => setFailed(true) : undefined}
            />
          ))}
          {media.captions.map((track, i) => (
            <track key={track.src} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={track.srclang === shown?.srclang || (!shown && i === 0)} />
          ))}
        </video>
        <figcaption className={css.videoCaption}>{media.title}</figcaption>
      </figure>
      <div id={statusId} role="status" aria-live="polite">
        {failed ? (
          <p className={css.statusError}>{t('questionnaire.videoFailed')}</p>
        ) : watched ? (
          <p className={css.statusText}>{t(autoComplete ? 'questionnaire.videoQa' : 'questionnaire.videoWatched')}</p>
        ) : null}
      </div>
      {failed && (
        <div>
          <button type="button" className={css.outlineButton} onClick={retry}>
            {t('questionnaire.tryAgain')}
          </button>
        </div>
      )}
    </QuestionGroup>
  );
});
