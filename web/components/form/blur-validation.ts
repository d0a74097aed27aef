/*
 * Checking a field when it loses focus shows its error, which pushes the controls below it down. When focus is
 * lost because the person pressed a button under the field (Submit, Cancel), the button moves away between the
 * press and the release, the click never happens, and the first Submit shows only that one field's error.
 * So a blur caused by pressing a button does not validate: the button's own action runs instead (Submit shows
 * every error at once). Leaving a field any other way (Tab, a click elsewhere) still validates it.
 */
const ACTION = 'button:not([disabled]):not([aria-disabled="true"]), [role="button"]:not([aria-disabled="true"]), a[href]';

let pressingAction = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', (event) => {
    pressingAction = event.target instanceof Element && event.target.closest(ACTION) !== null;
  }, true);
  const release = () => {
    pressingAction = false;
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** The blur handler of field `id`: calls `onBlur(id)` unless the field lost focus to a pressed button. */
export function blurValidation(id: string, onBlur: ((id: string) => void) | undefined): (() => void) | undefined {
  if (!onBlur) return undefined;
  listen();
  return () => {
    if (!pressingAction) onBlur(id);
  };
}
