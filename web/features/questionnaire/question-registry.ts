import { lazy, type ComponentType } from 'react';
import type { QuestionType } from '#schemas/generated/flow.ts';
import type { QuestionProps } from './question-props.ts';
import { CaptchaQuestion } from './questions/captcha-question.tsx';
import { CheckboxQuestion } from './questions/checkbox-question.tsx';
import { ClickableQuestion } from './questions/clickable-question.tsx';
import { DropdownQuestion } from './questions/dropdown-question.tsx';
import { EndQuestion } from './questions/end-question.tsx';
import { FreeTextQuestion } from './questions/free-text-question.tsx';
import { InfoQuestion } from './questions/info-question.tsx';
import { RadioQuestion } from './questions/radio-question.tsx';
import { StateTextQuestion } from './questions/state-text-question.tsx';
import { VideoQuestion } from './questions/video-question.tsx';

/*
 * The quiz, the date of birth and a PDF come later in a questionnaire, if at all, and each waits for the person to
 * answer: their code loads when such a step is shown, not with /form (its budget, decision 053). The video and the
 * captcha stay: in QA they answer themselves as they appear. QuestionSlot waits for the others in a Suspense boundary.
 */
const QuizQuestion = lazy(() => import('./questions/quiz-question.tsx').then((m) => ({ default: m.QuizQuestion })));
const DateQuestion = lazy(() => import('./questions/date-question.tsx').then((m) => ({ default: m.DateQuestion })));
const PdfQuestion = lazy(() => import('./questions/pdf-question.tsx').then((m) => ({ default: m.PdfQuestion })));

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
