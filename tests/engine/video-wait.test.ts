import { describe, expect, it } from 'vitest';
import { videoLengthNotice, videoWait, videoWaitRough } from '#engine/video-wait.ts';

describe('the seconds a person waits for the training video to count, in words (decision 060)', () => {
  it('says one sentence, singular for one second, in English and Spanish', () => {
    expect(videoWait(12, 'en')).toBe('You can continue in 12 seconds.');
    expect(videoWait(1, 'en')).toBe('You can continue in 1 second.');
    expect(videoWait(12, 'es')).toBe('Puede continuar en 12 segundos.');
    expect(videoWait(1, 'es')).toBe('Puede continuar en 1 segundo.');
  });

  it('speaks English for a language the portal does not speak', () => {
    expect(videoWait(3, 'fr')).toBe('You can continue in 3 seconds.');
    expect(videoWait(3, undefined)).toBe('You can continue in 3 seconds.');
  });

  it('says the wait in whole minutes for a page without a script, which cannot count down (decision 086)', () => {
    expect(videoWaitRough(130, 'en')).toBe('You can continue in about 2 minutes.');
    expect(videoWaitRough(163.8, 'es')).toBe('Puede continuar en unos 3 minutos.');
    expect(videoWaitRough(75, 'en')).toBe('You can continue in about 1 minute.');
    expect(videoWaitRough(59, 'en')).toBe('You can continue in less than a minute.');
    expect(videoWaitRough(1, 'es')).toBe('Puede continuar en menos de un minuto.');
  });

  it('says beforehand how long the video is, when Next works and how long remains', () => {
    expect(videoLengthNotice(168.808, 164, 'en')).toBe('This video is 3 minutes long. Next works once that time has passed since you opened this step: in about 3 minutes.');
    expect(videoLengthNotice(168.808, 50, 'en')).toBe('This video is 3 minutes long. Next works once that time has passed since you opened this step: in less than a minute.');
    expect(videoLengthNotice(195, 100, 'es')).toBe('Este video dura 3 minutos. Siguiente funciona cuando haya pasado ese tiempo desde que abrió este paso: en unos 2 minutos.');
    // Nothing left to wait for (or no time recorded): the length and the rule alone.
    expect(videoLengthNotice(40, undefined, 'es')).toBe('Este video dura 1 minuto. Siguiente funciona cuando haya pasado ese tiempo desde que abrió este paso.');
  });
});
