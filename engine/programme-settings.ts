/**
 * The rules of the programme's settings (docs/product.md#the-programmes-own-pages, decision 058): what a superAdmin
 * may save, checked by the settings page as they type and by the server, which decides. Each value is optional
 * (empty means "not set"); an address is https only, a name and a phone are bounded, an email is an email.
 */
import type { ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { checkEmail, checkPhone } from './validators.ts';
import { hasBidiControl, withoutInvisibleFormatting } from './visible-text.ts';

export type ProgrammeSetting = keyof ProgrammeSettings;

/** The settings in the order the page shows them, each with its label and longest value. */
export const PROGRAMME_SETTINGS: readonly { key: ProgrammeSetting; label: string; kind: 'name' | 'address' | 'phone' | 'email'; max: number }[] = [
  { key: 'programmeName', label: 'Programme name', kind: 'name', max: 80 },
  { key: 'marketingSiteUrl', label: 'Programme website', kind: 'address', max: 200 },
  { key: 'contactPhone', label: 'Contact phone', kind: 'phone', max: 20 },
  { key: 'contactEmail', label: 'Contact email', kind: 'email', max: 254 },
  { key: 'privacyStatementUrl', label: 'Privacy statement', kind: 'address', max: 300 },
  { key: 'termsOfUseUrl', label: 'Terms of use', kind: 'address', max: 300 },
  { key: 'termsOfSaleUrl', label: 'Terms of sale', kind: 'address', max: 300 },
  { key: 'helpUrl', label: 'Help page', kind: 'address', max: 300 },
];

/** Every setting unset: what a new portal has. */
export const NO_PROGRAMME_SETTINGS: ProgrammeSettings = {
  programmeName: null, marketingSiteUrl: null, contactPhone: null, contactEmail: null,
  privacyStatementUrl: null, termsOfUseUrl: null, termsOfSaleUrl: null, helpUrl: null,
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
 * The settings as they are kept (trimmed, an empty value null, a phone as 303-555-0100), or what is wrong with each
 * value, in the words the settings page shows beside the field:
 * checkProgrammeSettings({ ...NO_PROGRAMME_SETTINGS, helpUrl: 'http://x.org' }).problems
 *   → [{ key: 'helpUrl', message: 'Help page: enter an address that starts with https://' }]
 */
export function checkProgrammeSettings(input: Record<ProgrammeSetting, string | null | undefined>): { settings: ProgrammeSettings; problems: SettingProblem[] } {
  const settings: ProgrammeSettings = { ...NO_PROGRAMME_SETTINGS };
  const problems: SettingProblem[] = [];
  for (const { key, label, kind, max } of PROGRAMME_SETTINGS) {
    const raw = input[key];
    const text = typeof raw === 'string' ? withoutInvisibleFormatting(raw).trim() : '';
    if (text === '') continue;
    const problem = (message: string) => problems.push({ key, message: `${label}: ${message}` });
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
