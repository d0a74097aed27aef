import { memo, useEffect, useRef, useState } from 'react';
import { videoLengthNotice, videoWait } from '#engine/video-wait.ts';
import { css } from '#web/components/static/form-classes.ts';
import type { QuestionProps } from '../question-props.ts';
import { QuestionGroup } from './question-group.tsx';
import { useT } from '#web/i18n/use-t.ts';


/** Seconds from now to `at` (this page's clock), rounded up: 0 once it has passed. */
const secondsTo = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * The training video (VIDEO): native controls (keyboard and screen-reader ready) and captions on by default. The
 * view names the file of the run's language, the flow's default video when it has none of that language's own.
 * The answer is "watched" once the video ends, so Next stays disabled until then (docs/product.md#the-questionnaire). In the QA
 * environment it counts as watched at once, as docs/product.md#environments says.
 *
 * The server accepts the video no sooner than its length after it served the step, and says how long that is from its
 * reply (`media.acceptedInSeconds`). A video that ends before then (played faster, or skipped to the end) says one
 * thing: the seconds left, counting down, in the words the server refuses an early answer with (engine/video-wait.ts);
 * pressed, Next lists the same sentence, and the video says it once, not again as its error; then it is watched and
 * Next opens (decisions 054 and 060). Counting from when the step arrived here, which is after the server served it,
 * the countdown never ends before the server agrees. Without a script (decision 086) the player is the browser's own,
 * with the same captions; the page says beforehand how long the video is and how long remains, and the server alone
 * holds the step that long.
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
  const [acceptedAt] = useState(() => Date.now() + (media?.acceptedInSeconds ?? 0) * 1000);
  // The seconds still to wait after the video ended early; null when it has not.
  const [left, setLeft] = useState<number | null>(null);
  // Each wake of the countdown's timer: a timer that wakes a little early finds the same whole second left, and the
  // countdown must still set its next timer rather than stop there.
  const [wakes, setWakes] = useState(0);

  useEffect(() => {
    if (autoComplete && !watched) onChange(q.id, { value: true });
  }, [autoComplete, watched, onChange, q.id]);

  // A step shown again with the video already answered (going back to it) waits for the server all the same.
  useEffect(() => {
    if (!autoComplete && answer?.value === true && secondsTo(acceptedAt) > 0) setLeft(secondsTo(acceptedAt));
    // Once, as the step is shown: later answers are this page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (left === null) return;
    if (left === 0) {
      setLeft(null);
      onChange(q.id, { value: true });
      return;
    }
    // Held back with the countdown's own words, so whatever lists what is missing says the same thing.
    onChange(q.id, { value: false, wait: videoWait(left, language) });
    // The next whole second left, on time rather than a second after each render.
    const timer = setTimeout(() => {
      setLeft(secondsTo(acceptedAt));
      setWakes((n) => n + 1);
    }, Math.max(50, acceptedAt - Date.now() - (left - 1) * 1000));
    return () => clearTimeout(timer);
  }, [left, wakes, acceptedAt, onChange, q.id, language]);

  const ended = () => {
    const wait = secondsTo(acceptedAt);
    if (wait === 0) onChange(q.id, { value: true });
    else setLeft(wait);
  };

  if (!media) return null;
  const counting = left !== null && left > 0 && !failed;
  const sources = [{ src: media.src, mimeType: media.mimeType }, ...media.fallbacks];
  const statusId = `${q.id}-status`;
  const timerId = `${q.id}-timer`;
  const retry = () => {
    setFailed(false);
    videoRef.current?.load();
  };

  return (
    // While it counts down, the timer is the one message at the video: the same words are not said again under it.
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={counting ? undefined : error} required={q.mandatory}>
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
          aria-describedby={counting ? `${timerId} ${statusId}` : statusId}
          className={css.video}
          onEnded={ended}
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
      {/* A page without a script cannot count down: it says beforehand how long the server holds the step, and how long
          remains as the server counted it when it drew the page (decision 086). */}
      {!autoComplete && media.durationSeconds !== undefined && <p className={css.noScriptNote}>{videoLengthNotice(media.durationSeconds, media.acceptedInSeconds, language)}</p>}
      {/* A timer is not read out each second; its end is, by the status below. */}
      {counting && (
        <p id={timerId} role="timer" className={css.statusText}>
          {videoWait(left, language)}
        </p>
      )}
      <div id={statusId} role="status" aria-live="polite">
        {failed ? (
          <p className={css.statusError}>{t('questionnaire.videoFailed')}</p>
        ) : watched && !error ? (
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
