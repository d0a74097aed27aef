import { describe, expect, it } from 'vitest';
import { videoWait } from '#engine/video-wait.ts';

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
});
