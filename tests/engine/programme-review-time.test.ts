import { describe, expect, it } from 'vitest';
import { applicationReceived } from '#engine/application-received.ts';
import { APPLICATION_REVIEW_WORKING_DAYS, NO_PROGRAMME_SETTINGS, checkProgrammeSettings, reviewWorkingDaysOf } from '#engine/programme-settings.ts';

/** The settings with the review time typed as given, every other one unset. */
const withDays = (days: string | number | null) => ({ ...NO_PROGRAMME_SETTINGS, applicationReviewWorkingDays: days });

describe("a membership application's review time, set by the programme (decision 060)", () => {
  it('is 5 working days until the programme sets another', () => {
    expect(APPLICATION_REVIEW_WORKING_DAYS.default).toBe(5);
    expect(NO_PROGRAMME_SETTINGS.applicationReviewWorkingDays).toBe(5);
  });

  it('takes a whole number of working days from 1 to 30, typed or sent', () => {
    expect(checkProgrammeSettings(withDays(' 10 ')).settings.applicationReviewWorkingDays).toBe(10);
    expect(checkProgrammeSettings(withDays(1)).problems).toEqual([]);
    expect(checkProgrammeSettings(withDays('30')).settings.applicationReviewWorkingDays).toBe(30);
    for (const wrong of ['', null, '0', '31', '2.5', 'ten', '-3', 45, 7.5]) {
      expect(checkProgrammeSettings(withDays(wrong)).problems, String(wrong)).toEqual([
        { key: 'applicationReviewWorkingDays', message: 'Membership review time: enter a whole number of working days from 1 to 30' },
      ]);
    }
  });

  it('reads as the default when what was kept is not one (a row saved before the setting, a damaged value)', () => {
    expect(reviewWorkingDaysOf(12)).toBe(12);
    expect(reviewWorkingDaysOf(null)).toBe(5);
    expect(reviewWorkingDaysOf(0)).toBe(5);
    expect(reviewWorkingDaysOf('7')).toBe(5);
  });

  it("is what the applicant's page and email say, in English and Spanish, one day said as one", () => {
    expect(applicationReceived('en', 8).next[0]).toBe("The programme's staff review every application, usually within 8 working days.");
    expect(applicationReceived('en', 1).next[0]).toBe("The programme's staff review every application, usually within 1 working day.");
    expect(applicationReceived('es', 8).next[0]).toBe('El personal del programa revisa cada solicitud, por lo general en un plazo de 8 días hábiles.');
    expect(applicationReceived('es', 1).next[0]).toBe('El personal del programa revisa cada solicitud, por lo general en un plazo de 1 día hábil.');
  });
});
