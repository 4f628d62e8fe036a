/** What the account pages show of the shopper (spec §3 User). */
export interface ProfileUser {
  nickname: string;
  /** Avatar URL; '' for none. */
  avatar: string;
  /** National number; '' when none is bound. */
  phone: string;
  /** Dial code without `+` (e.g. `86`); shown before the masked phone. */
  countryCode?: string;
  /** '' when none is bound. */
  email: string;
}

/** A way of signing in to the mall. */
export type SignInMethodKind = 'password' | 'phone' | 'email' | 'google' | 'facebook' | 'twitter';

/** A way of signing in and whether this account has it. */
export interface SignInMethod {
  kind: SignInMethodKind;
  linked: boolean;
}
