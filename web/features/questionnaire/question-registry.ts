import type { ComponentType } from 'react';
import type { QuestionType } from '#schemas/generated/flow.ts';
import type { QuestionProps } from './question-props.ts';
import { CaptchaQuestion } from './questions/captcha-question.tsx';
import { CheckboxQuestion } from './questions/checkbox-question.tsx';
import { ClickableQuestion } from './questions/clickable-question.tsx';
import { DateQuestion } from './questions/date-question.tsx';
import { DropdownQuestion } from './questions/dropdown-question.tsx';
import { EndQuestion } from './questions/end-question.tsx';
import { FreeTextQuestion } from './questions/free-text-question.tsx';
import { InfoQuestion } from './questions/info-question.tsx';
import { PdfQuestion } from './questions/pdf-question.tsx';
import { QuizQuestion } from './questions/quiz-question.tsx';
import { RadioQuestion } from './questions/radio-question.tsx';
import { StateTextQuestion } from './questions/state-text-question.tsx';
import { VideoQuestion } from './questions/video-question.tsx';

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
