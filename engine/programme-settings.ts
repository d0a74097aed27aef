/**
 * The rules of the programme's settings (docs/product.md#the-programmes-own-pages, decision 058): what a superAdmin
 * may save, checked by the settings page as they type and by the server, which decides. Each text is optional
 * (empty means "not set"); an address is https only, a name and a phone are bounded, an email is an email; the review
 * time of a membership application is a whole number of working days (decision 060).
 */
import type { ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { checkEmail, checkPhone } from './validators.ts';
import { hasBidiControl, withoutInvisibleFormatting } from './visible-text.ts';

export type ProgrammeSetting = keyof ProgrammeSettings;
/** The settings that are texts (a name, an address, a phone, an email); the review time and the reminder's notice are numbers. */
type TextSetting = Exclude<ProgrammeSetting, 'applicationReviewWorkingDays' | 'expiryReminderDays'>;

/**
 * How long the programme's staff usually take to review a membership application, in working days: what the applicant
 * is told on the page after Register and in the acknowledgement email (decision 060). The programme sets it; until
 * then, the default.
 */
export const APPLICATION_REVIEW_WORKING_DAYS = { default: 5, min: 1, max: 30 } as const;

const isReviewWorkingDays = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= APPLICATION_REVIEW_WORKING_DAYS.min && (value as number) <= APPLICATION_REVIEW_WORKING_DAYS.max;

/** reviewWorkingDaysOf(8) === 8; the default for what is not a review time (nothing kept yet, a damaged value). */
export function reviewWorkingDaysOf(value: unknown): number {
  return isReviewWorkingDays(value) ? value : APPLICATION_REVIEW_WORKING_DAYS.default;
}

/**
 * How many days before a kit expires the person who asked for it is emailed, with a link to order a new kit
 * (docs/product.md#kits-that-expire, decision 078). The programme sets it; until then, the default.
 */
export const EXPIRY_REMINDER_DAYS = { default: 30, min: 7, max: 120 } as const;

const isReminderDays = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= EXPIRY_REMINDER_DAYS.min && (value as number) <= EXPIRY_REMINDER_DAYS.max;

/** reminderDaysOf(45) === 45; the default for what is not a notice (nothing kept yet, a damaged value). */
export function reminderDaysOf(value: unknown): number {
  return isReminderDays(value) ? value : EXPIRY_REMINDER_DAYS.default;
}

/** The settings in the order the page shows them, each with its label and longest value (characters, or days). */
export const PROGRAMME_SETTINGS: readonly (
  | { key: TextSetting; label: string; kind: 'name' | 'address' | 'phone' | 'email'; max: number }
  | { key: 'applicationReviewWorkingDays'; label: string; kind: 'workingDays'; max: number }
  | { key: 'expiryReminderDays'; label: string; kind: 'days'; max: number }
)[] = [
  { key: 'programmeName', label: 'Programme name', kind: 'name', max: 80 },
  { key: 'marketingSiteUrl', label: 'Programme website', kind: 'address', max: 200 },
  { key: 'contactPhone', label: 'Contact phone', kind: 'phone', max: 20 },
  { key: 'contactEmail', label: 'Contact email', kind: 'email', max: 254 },
  { key: 'privacyStatementUrl', label: 'Privacy statement', kind: 'address', max: 300 },
  { key: 'termsOfUseUrl', label: 'Terms of use', kind: 'address', max: 300 },
  { key: 'termsOfSaleUrl', label: 'Terms of sale', kind: 'address', max: 300 },
  { key: 'helpUrl', label: 'Help page', kind: 'address', max: 300 },
  { key: 'applicationReviewWorkingDays', label: 'Membership review time', kind: 'workingDays', max: APPLICATION_REVIEW_WORKING_DAYS.max },
  { key: 'expiryReminderDays', label: 'Kit expiry email', kind: 'days', max: EXPIRY_REMINDER_DAYS.max },
];

/** Every text setting unset and the review time at its default: what a new portal has. */
export const NO_PROGRAMME_SETTINGS: ProgrammeSettings = {
  programmeName: null, marketingSiteUrl: null, contactPhone: null, contactEmail: null,
  privacyStatementUrl: null, termsOfUseUrl: null, termsOfSaleUrl: null, helpUrl: null,
  applicationReviewWorkingDays: APPLICATION_REVIEW_WORKING_DAYS.default,
  expiryReminderDays: EXPIRY_REMINDER_DAYS.default,
};

/**
 * isHttpsAddress('https://www.example.net/privacy') === true; false for http://, a host without a dot, an address
 * with a user name or password, or spaces: the rule of every address the programme gives.
 */
export function isHttpsAddress(text: unknown): text is string {
  if (typeof text !== 'string' || /\s/.test(text) || !text.startsWith('https://')) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export interface SettingProblem {
  key: ProgrammeSetting;
  message: string;
}

/**
 * The settings as they are kept (trimmed, an empty text null, a phone as 303-555-0100, the review time a number), or
 * what is wrong with each value, in the words the settings page shows beside the field:
 * checkProgrammeSettings({ ...NO_PROGRAMME_SETTINGS, helpUrl: 'http://x.org' }).problems
 *   → [{ key: 'helpUrl', message: 'Help page: enter an address that starts with https://' }]
 * The review time and the reminder's notice are typed on the page (' 10 ') and sent as numbers (10); they are never empty.
 */
export function checkProgrammeSettings(input: Record<ProgrammeSetting, string | number | null | undefined>): { settings: ProgrammeSettings; problems: SettingProblem[] } {
  const settings: ProgrammeSettings = { ...NO_PROGRAMME_SETTINGS };
  const problems: SettingProblem[] = [];
  for (const { key, label, kind, max } of PROGRAMME_SETTINGS) {
    const raw = input[key];
    const text = typeof raw === 'string' ? withoutInvisibleFormatting(raw).trim() : typeof raw === 'number' ? String(raw) : '';
    const problem = (message: string) => problems.push({ key, message: `${label}: ${message}` });
    if (kind === 'workingDays') {
      const days = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
      if (isReviewWorkingDays(days)) settings[key] = days;
      else problem(`enter a whole number of working days from ${APPLICATION_REVIEW_WORKING_DAYS.min} to ${max}`);
      continue;
    }
    if (kind === 'days') {
      const days = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
      if (isReminderDays(days)) settings[key] = days;
      else problem(`enter a whole number of days from ${EXPIRY_REMINDER_DAYS.min} to ${max}`);
      continue;
    }
    if (text === '') continue;
    if (text.length > max) { problem(`use at most ${max} characters (this has ${text.length})`); continue; }
    if (hasBidiControl(text)) { problem('remove the invisible characters'); continue; }
    if (kind === 'address') {
      if (!text.startsWith('https://')) problem('enter an address that starts with https://');
      else if (!isHttpsAddress(text)) problem('enter a whole web address, such as https://www.your-programme.org/privacy');
      else settings[key] = text;
    } else if (kind === 'email') {
      const checked = checkEmail(text);
      if (checked.ok) settings[key] = checked.value; else problem('enter an email address, such as help@your-programme.org');
    } else if (kind === 'phone') {
      const checked = checkPhone(text);
      if (checked.ok) settings[key] = checked.value; else problem('enter a US phone number of 10 digits, such as 303-555-0100');
    } else {
      settings[key] = text;
    }
  }
  return { settings, problems };
}
