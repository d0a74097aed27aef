import { describe, expect, it } from 'vitest';
import { dailyAt, hourly, monthlyOnFirst, weeklyOnMonday } from '#server/jobs/cadence.ts';
import { instantOf, isoWeekMonday, isoWeekOf, calendarDay, wallClockOf } from '#server/jobs/zoned-time.ts';

const DENVER = 'America/Denver';

describe('wall clocks in a time zone', () => {
  it('finds the instant of a wall-clock time on both sides of daylight saving', () => {
    expect(instantOf({ year: 2026, month: 11, day: 23, hour: 7, minute: 0 }, DENVER).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(instantOf({ year: 2026, month: 7, day: 6, hour: 7, minute: 0 }, DENVER).toISOString()).toBe('2026-07-06T13:00:00.000Z');
    // The morning after the spring change (2 a.m. on 8 March 2026) and after the autumn one (1 November 2026).
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 7, minute: 0 }, DENVER).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantOf({ year: 2026, month: 11, day: 1, hour: 7, minute: 0 }, DENVER).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(wallClockOf(new Date('2026-11-23T14:00:00Z'), DENVER)).toEqual({ year: 2026, month: 11, day: 23, hour: 7, minute: 0 });
  });

  it('numbers ISO weeks across a year\'s end', () => {
    expect(isoWeekOf(calendarDay(2026, 11, 22))).toEqual({ year: 2026, week: 47 });
    expect(isoWeekOf(calendarDay(2025, 12, 29))).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf(calendarDay(2027, 1, 3))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekMonday(2026, 47).toISOString().slice(0, 10)).toBe('2026-11-16');
    expect(isoWeekMonday(2026, 1).toISOString().slice(0, 10)).toBe('2025-12-29');
  });
});

describe('the weekly cadence (Mondays at 07:00, for the week just ended)', () => {
  const weekly = weeklyOnMonday(7);

  it('is due the Monday after its week, at 07:00 in the programme\'s time zone', () => {
    expect(weekly.dueAt('2026-W47', DENVER).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(weekly.span('2026-W47', DENVER)).toEqual({ from: new Date('2026-11-16T07:00:00Z'), to: new Date('2026-11-23T07:00:00Z') });
  });

  it('names the latest week due: the one before last until Monday 07:00, then last week', () => {
    expect(weekly.latestDue(new Date('2026-11-23T13:59:00Z'), DENVER)).toBe('2026-W46');
    expect(weekly.latestDue(new Date('2026-11-23T14:00:00Z'), DENVER)).toBe('2026-W47');
    expect(weekly.latestDue(new Date('2026-11-29T23:00:00Z'), DENVER)).toBe('2026-W47');
  });

  it('steps across a year with 53 weeks', () => {
    expect(weekly.step('2026-W53', 1, DENVER)).toBe('2027-W01');
    expect(weekly.step('2027-W01', -1, DENVER)).toBe('2026-W53');
    expect(weekly.step('2026-W47', -3, DENVER)).toBe('2026-W44');
  });

  it('accepts only real weeks', () => {
    expect(weekly.parse('2026-W47')).toBe('2026-W47');
    expect(weekly.parse('2026-W53')).toBe('2026-W53');
    expect(weekly.parse('2025-W53')).toBeNull();
    expect(weekly.parse('2026-W00')).toBeNull();
    expect(weekly.parse('2026-47')).toBeNull();
  });
});

describe('the monthly cadence (the 1st at 07:00, for the month just ended)', () => {
  const monthly = monthlyOnFirst(7);

  it('is due on the 1st of the next month at 07:00, and covers the month in the programme\'s time zone', () => {
    expect(monthly.dueAt('2026-11', DENVER).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(monthly.dueAt('2026-12', DENVER).toISOString()).toBe('2027-01-01T14:00:00.000Z');
    expect(monthly.span('2026-11', DENVER)).toEqual({ from: new Date('2026-11-01T06:00:00Z'), to: new Date('2026-12-01T07:00:00Z') });
  });

  it('names the latest month due', () => {
    expect(monthly.latestDue(new Date('2026-12-01T13:59:00Z'), DENVER)).toBe('2026-10');
    expect(monthly.latestDue(new Date('2026-12-01T14:00:00Z'), DENVER)).toBe('2026-11');
    expect(monthly.step('2027-01', -1, DENVER)).toBe('2026-12');
    expect(monthly.parse('2026-13')).toBeNull();
  });
});

describe('the daily and hourly cadences', () => {
  it('runs a day at its hour, and an hour on the hour, on the programme\'s wall clock', () => {
    const daily = dailyAt(3);
    expect(daily.latestDue(new Date('2026-11-23T09:59:00Z'), DENVER)).toBe('2026-11-22');
    expect(daily.latestDue(new Date('2026-11-23T10:00:00Z'), DENVER)).toBe('2026-11-23');
    expect(daily.parse('2026-02-30')).toBeNull();
    const hours = hourly();
    expect(hours.latestDue(new Date('2026-11-23T17:30:00Z'), DENVER)).toBe('2026-11-23T10');
    expect(hours.dueAt('2026-11-23T10', DENVER).toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(hours.step('2026-11-23T23', 1, DENVER)).toBe('2026-11-24T00');
    expect(hours.parse('2026-11-23T24')).toBeNull();
  });
});

describe('the period holding a day (a run by hand named by a day, decision 066)', () => {
  it('is the ISO week, the month or the day holding it; an hourly job has none, and a day that is not one gives none', () => {
    expect(weeklyOnMonday(7).periodOf('2026-11-18')).toBe('2026-W47');
    expect(weeklyOnMonday(7).periodOf('2026-11-22')).toBe('2026-W47');
    expect(weeklyOnMonday(7).periodOf('2027-01-01')).toBe('2026-W53');
    expect(monthlyOnFirst(7).periodOf('2026-10-31')).toBe('2026-10');
    expect(dailyAt(3).periodOf('2026-11-26')).toBe('2026-11-26');
    expect(hourly().periodOf('2026-11-26')).toBeNull();
    for (const cadence of [weeklyOnMonday(7), monthlyOnFirst(7), dailyAt(3)]) {
      expect(cadence.periodOf('2026-02-30')).toBeNull();
      expect(cadence.periodOf('last week')).toBeNull();
    }
  });
});
