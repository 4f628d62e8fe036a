/**
 * How the account page shows a phone number or an e-mail address: enough to
 * recognise it, not enough to read it off a screen over a shoulder.
 * @see spec §3 User (phone, email), §2 Header (the dropdown shows both)
 */

/** Hides the middle of what it masks: a fixed run, so the length is not told either. */
const STARS = '****';
const EMAIL_STARS = '***';

/**
 * `13812345678` → `138****5678`: the first 3 and the last 4 digits of a number
 * of 8 or more; of a shorter one only the last 2. Takes the national
 * number (the dial code is shown apart, unmasked); spaces and dashes are
 * dropped first. '' for ''.
 */
export function maskPhone(phone: string): string {
  const digits = phone.trim().replace(/[\s-]/g, '');
  if (!digits) return '';
  if (digits.length >= 8) return `${digits.slice(0, 3)}${STARS}${digits.slice(-4)}`;
  if (digits.length > 2) return `${STARS}${digits.slice(-2)}`;
  return STARS;
}

/**
 * `alice@example.com` → `a***@example.com`: the first character of the
 * name before `@` and the whole domain (the shopper recognises their
 * provider). A one-character name is hidden whole. Without an `@` the text
 * is masked as a name. '' for ''.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  if (!trimmed) return '';
  const at = trimmed.lastIndexOf('@');
  const name = at < 0 ? trimmed : trimmed.slice(0, at);
  const domain = at < 0 ? '' : trimmed.slice(at);
  const chars = [...name];
  const shown = chars.length > 1 ? chars[0] : '';
  return `${shown}${EMAIL_STARS}${domain}`;
}
