/** The captcha area's surface: the only file another area (or the plumbing) imports from server/areas/captcha/. */
export { default as captchaRoutes } from './captcha.routes.ts';
export { spendCaptcha } from './captcha-spent.repository.ts';
export { captchaKeys, checkSolution, type CaptchaKeys } from './captcha.ts';
export { NO_SCRIPT_LIMITS, checkNoScriptPass, countedNetworks, recordNoScriptPass, type CountedNetwork } from './no-script-passes.ts';
export { noScriptLimitReached } from './no-script-words.ts';
