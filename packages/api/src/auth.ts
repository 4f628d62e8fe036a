import type { NoInput } from './endpoints.ts';
import type { Static } from 'typebox';
import type { PhonePasswordLoginBody } from './schemas/auth.ts';

/**
 * Signing in and out.
 * @see spec §3 (Login payloads, Session), §4 Session, §7; crmeb-api §4.1
 */

/** How the account was created. */
export type UserType = 'phone' | 'email' | 'tourist' | 'google' | 'facebook' | 'twitter';

/** `data` of every login call. */
export interface LoginResponse {
  /** The session token; store it as `Bearer <token>` (spec §7). */
  token: string;
  uid: number;
  /** Nickname (the mall's historical spelling). */
  nikeName: string;
  phone: string;
  email: string;
  userType: UserType;
  /** `login` for an existing account, `register` for a new one. */
  type: 'login' | 'register';
}

export type PhonePasswordLoginInput = Static<typeof PhonePasswordLoginBody>;

/** Default dial code (spec §9). */
export const DEFAULT_COUNTRY_CODE = '86';

/** Password rule: 8–20 characters with at least two of letters, digits and symbols. */
export const PASSWORD_RULE = { min: 8, max: 20, classes: 2 } as const;

/**
 * Checks the password rule; returns the reason it fails, or null when it passes.
 * Shared by the server and by forms so both say the same.
 */
export function passwordProblem(password: string): 'length' | 'classes' | null {
  if (password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max) return 'length';
  const classes = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return classes >= PASSWORD_RULE.classes ? null : 'classes';
}

export interface AuthEndpoints {
  'POST /api/front/login/mobile/password': { input: { body: PhonePasswordLoginInput }; data: LoginResponse };
  /** Whether the token in the request headers is a live session. */
  'POST /api/front/login/token/is/exist': { input: NoInput; data: boolean };
  /** Ends the session of the token in the headers; answers 200 even without one. */
  'GET /api/front/login/logout': { input: NoInput; data: null };
}
