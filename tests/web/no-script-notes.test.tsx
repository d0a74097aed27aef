import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepView } from '#engine/step-view.ts';
import type { StepView } from '#schemas/generated/flow-api.ts';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { css } from '#web/components/static/form-classes.ts';
import type { PortalEnv } from '#web/features/questionnaire/get-portal-env.ts';
import { CaptchaQuestion } from '#web/features/questionnaire/questions/captcha-question.tsx';
import { VideoQuestion } from '#web/features/questionnaire/questions/video-question.tsx';
import { StepScreen } from '#web/features/questionnaire/step-screen.tsx';
import { switchLanguage } from '#web/i18n/i18n.ts';
import { ENV, loadV1, runAt } from '#tests/engine/fixtures.ts';

/** Step `step` of consumer v1 for a Colorado run (5: the details and the captcha; 6: the training video). */
function viewAt(step: number, locale = 'en'): StepView {
  const flow = loadV1();
  return stepView(flow, runAt(flow, step), locale, ENV)!;
}

const step = (view: StepView, portalEnv: PortalEnv) => (
  <ChakraScope>
    <MemoryRouter>
      <StepScreen view={view} portalEnv={portalEnv} today="2025-03-14" submitting={false} fieldErrors={[]} onSubmit={vi.fn()} onBack={vi.fn()} onChange={vi.fn()} />
    </MemoryRouter>
  </ChakraScope>
);

/** The step in the browser, with its effects run. */
function renderStep(view: StepView, portalEnv: PortalEnv = 'dev') {
  render(step(view, portalEnv));
}

/**
 * A question as the server draws it for a page that may never run a script (no effect runs): the component itself,
 * as the step loads the captcha's with what shows it (decision 080).
 */
function drawOnServer(view: StepView, type: 'VIDEO' | 'RECAPTCHA', error?: string) {
  const question = view.questions.find((q) => q.type === type)!;
  const Question = type === 'VIDEO' ? VideoQuestion : CaptchaQuestion;
  document.body.innerHTML = renderToString(
    <ChakraScope>
      <Question question={question} answer={undefined} error={error} onChange={vi.fn()} onBlur={vi.fn()} messages={{}} portalEnv="dev" />
    </ChakraScope>,
  );
}

/** The notes a page without a script shows: drawn always, hidden by the stylesheet once a script marks the page. */
const notes = () => [...document.querySelectorAll(`.${css.noScriptNote.split(' ')[0]}`)].map((n) => n.textContent);

describe('what a questionnaire page says without a script (decision 086)', () => {
  afterEach(async () => {
    document.body.innerHTML = '';
    await act(() => switchLanguage('en', { remember: false }));
  });

  it('has a class of its own, shown only on a page without a script', () => {
    expect(css.noScriptNote).toMatch(/\S/);
    expect(css.noScriptNote).not.toBe(css.statusText);
  });

  it("plays the video with the browser's controls and its captions, and says how long it is before Next works", () => {
    drawOnServer(viewAt(6), 'VIDEO');
    const video = document.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect([...video.querySelectorAll('track')].map((t) => [t.getAttribute('kind'), t.getAttribute('src')])).toEqual([['captions', '/media/consumer/training.vtt']]);
    expect(notes()).toEqual(['This video is 3 minutes long. Next works once that time has passed since you opened this step.']);
  });

  it('says how long remains as the server counted it when it drew the page, in Spanish for a Spanish reader', async () => {
    await act(() => switchLanguage('es', { remember: false }));
    const view = viewAt(6, 'es');
    // The server's reply says when it accepts the video (media-watch-time.ts): here, a reload a minute after it was opened.
    const shown = { ...view, questions: view.questions.map((q) => (q.type === 'VIDEO' ? { ...q, media: { ...q.media!, acceptedInSeconds: 100 } } : q)) };
    renderStep(shown);
    expect(notes()).toEqual(['Este video dura 3 minutos. Siguiente funciona cuando haya pasado ese tiempo desde que abrió este paso: en unos 2 minutos.']);
  });

  it('says, as the server draws it, that the captcha step can go on without the check, in English and Spanish', async () => {
    drawOnServer(viewAt(5), 'RECAPTCHA');
    expect(notes()).toEqual(['Without JavaScript this check cannot run here. You can still go on: press Next. Only a few requests a day can be sent this way from each internet connection.']);
    await act(() => switchLanguage('es', { remember: false }));
    drawOnServer(viewAt(5, 'es'), 'RECAPTCHA');
    expect(notes()).toEqual(['Sin JavaScript esta verificación no puede funcionar aquí. Puede seguir de todos modos: presione Siguiente. Desde cada conexión a internet solo se pueden enviar unas pocas solicitudes al día de esta manera.']);
  });

  it("leaves the server's refusal alone to say what to do once the network's limit is reached", () => {
    drawOnServer(viewAt(5), 'RECAPTCHA', 'Too many requests without JavaScript have come from your internet connection.');
    expect(notes()).toEqual([]);
    expect(document.body.textContent).toContain('Too many requests without JavaScript');
  });

  it('says nothing of the kind in QA, which verifies and completes both by itself', () => {
    renderStep(viewAt(6), 'qa');
    expect(notes()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
