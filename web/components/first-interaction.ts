/** What a person does first on a page, whatever they use: pointer, keyboard, a screen reader's activation. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'click'] as const;

/**
 * Runs `run` once, at the person's next interaction with the page (the first, when called as the page shows); the
 * function returned stops waiting. Not at focus: a page that moves focus itself (the questionnaire's step heading)
 * would count as an interaction (decision 031).
 */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, once, { capture: true });
  };
  const once = () => {
    stop();
    run();
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
