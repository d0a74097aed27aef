import { lazy, type ComponentType } from "react";
import type { QuestionType } from "#schemas/generated/flow.ts";
import type { QuestionProps } from "./question-props.ts";
import { CaptchaQuestion } from "./questions/captcha-question.tsx";
import { CheckboxQuestion } from "./questions/checkbox-question.tsx";
import { ClickableQuestion } from "./questions/clickable-question.tsx";
import { DateQuestion } from "./questions/date-question.tsx";
import { DropdownQuestion } from "./questions/dropdown-question.tsx";
import { EndQuestion } from "./questions/end-question.tsx";
import { FreeTextQuestion } from "./questions/free-text-question.tsx";
import { InfoQuestion } from "./questions/info-question.tsx";
import { QuizQuestion } from "./questions/quiz-question.tsx";
import { RadioQuestion } from "./questions/radio-question.tsx";
import { StateTextQuestion } from "./questions/state-text-question.tsx";

/* The training video and a PDF come late in a questionnaire, if at all: their code loads when such a step is shown,
 * not with /form (its budget, decision 053). QuestionSlot waits for them in a Suspense boundary. */
const VideoQuestion = lazy(() =>
  import("./questions/video-question.tsx").then((m) => ({
    default: m.VideoQuestion,
  })),
);
const PdfQuestion = lazy(() =>
  import("./questions/pdf-question.tsx").then((m) => ({
    default: m.PdfQuestion,
  })),
);

/**
 * The one place a question type meets its component. A flow may use any type in
 * any step; a type missing here fails the type check, not a person's questionnaire.
 */
export const questionRegistry: Readonly<
  Record<QuestionType, ComponentType<QuestionProps>>
> = {
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
