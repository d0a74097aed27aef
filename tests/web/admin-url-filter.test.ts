import { describe, expect, it, vi } from 'vitest';
import { formatUrlFilter, parseUrlFilter } from '#web/components/url-filter.ts';

describe('the filter parameter of an admin page', () => {
  it('reads JSON, encoded or not', () => {
    expect(parseUrlFilter('{"state":"CO","quantity":2}')).toEqual({ state: 'CO', quantity: 2 });
    expect(parseUrlFilter(encodeURIComponent('{"state":"KY"}'))).toEqual({ state: 'KY' });
  });

  it('strips zero-width characters pasted along with a link', () => {
    expect(parseUrlFilter('\u200B{"state":\u200D"CO"}\uFEFF')).toEqual({ state: 'CO' });
  });

  it('keeps a literal percent sign that is not an escape', () => {
    expect(parseUrlFilter('{"userEmail":"%@clinic.org"}')).toEqual({ userEmail: '%@clinic.org' });
  });

  it('logs a broken filter and treats it as none', () => {
    const log = vi.fn();
    expect(parseUrlFilter('{"state":', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(parseUrlFilter('[1,2]', log)).toBeNull();
    expect(parseUrlFilter('42', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
    expect(parseUrlFilter(null, log)).toBeNull();
    expect(parseUrlFilter('', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('writes only the filters that hold a value', () => {
    expect(formatUrlFilter({ state: 'CO', reason: '', quantity: undefined })).toBe('{"state":"CO"}');
    expect(formatUrlFilter({ state: '' })).toBeNull();
  });
});
