/** Captcha solutions already used (migration 0004), kept until the challenge expires. */
export interface CaptchaSpentTable {
  id: string;
  expires_at: string;
}
