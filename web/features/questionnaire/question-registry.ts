import { lazy, type ComponentType } from 'react';
import type { QuestionType } from '#schemas/generated/flow.ts';
import type { QuestionProps } from './question-props.ts';
import { CheckboxQuestion } from './questions/checkbox-question.tsx';
import { ClickableQuestion } from './questions/clickable-question.tsx';
import { DropdownQuestion } from './questions/dropdown-question.tsx';
import { FreeTextQuestion } from './questions/free-text-question.tsx';
import { InfoQuestion } from './questions/info-question.tsx';
import { RadioQuestion } from './questions/radio-question.tsx';
import { StateTextQuestion } from './questions/state-text-question.tsx';
import { VideoQuestion } from './questions/video-question.tsx';

/*
 * The quiz, the date of birth, a PDF, the captcha and the END step (with its way on to another questionnaire) come
 * later in a questionnaire, if at all: their code loads with such a step, or once the person has answered a first step
 * (`preloadLaterQuestions`), not with /form (its budget, decisions 053, 080 and 085). QuestionSlot waits for them in a Suspense boundary. The video stays: in QA it answers itself
 * in the same render as its step, and a person may press Next as soon as the step shows.
 */
const later = {
  quiz: () => import('./questions/quiz-question.tsx').then((m) => ({ default: m.QuizQuestion })),
  date: () => import('./questions/date-question.tsx').then((m) => ({ default: m.DateQuestion })),
  pdf: () => import('./questions/pdf-question.tsx').then((m) => ({ default: m.PdfQuestion })),
  captcha: () => import('./questions/captcha-question.tsx').then((m) => ({ default: m.CaptchaQuestion })),
  end: () => import('./questions/end-question.tsx').then((m) => ({ default: m.EndQuestion })),
};
const QuizQuestion = lazy(later.quiz);
const DateQuestion = lazy(later.date);
const PdfQuestion = lazy(later.pdf);
const CaptchaQuestion = lazy(later.captcha);
const EndQuestion = lazy(later.end);

/**
 * Fetches the later question types' code ahead of their steps, once the person has answered a first step: their
 * step then shows without waiting for it, and /form's first step never does. A failed download is left for the step
 * to try again.
 */
export function preloadLaterQuestions(): void {
  for (const load of Object.values(later)) void load().catch(() => undefined);
}

/**
 * The one place a question type meets its component. A flow may use any type in
 * any step; a type missing here fails the type check, not a person's questionnaire.
 */
export const questionRegistry: Readonly<Record<QuestionType, ComponentType<QuestionProps>>> = {
  FREETEXT: FreeTextQuestion,
  LOCAL_DATE: DateQuestion,
  DROPDOWN: DropdownQuestion,
  US_STATES_DROPDOWN: DropdownQuestion,
  RADIO_BUTTON: RadioQuestion,
  CHECKBOX: CheckboxQuestion,
  CLICKABLE: ClickableQuestion,
  CLICKABLE_ANSWER: QuizQuestion,
  VIDEO: VideoQuestion,
  PDF: PdfQuestion,
  RECAPTCHA: CaptchaQuestion,
  US_STATE_FREETEXT: StateTextQuestion,
  INFO: InfoQuestion,
  FORM: InfoQuestion,
  END: EndQuestion,
};
