/**
 * The contract between the sign-in dialog and the app that hosts it: what the
 * shopper submits in each view (the bodies of the mall API's calls, spec §3
 * login payloads; crmeb-api §4.1) and what the app tells the dialog.
 * @see spec §2 Sign-in dialog (seven views), §4 Dialog views
 */

/** The views of the dialog (spec §2: 1–7, plus the scan-code view). */
export type SignInView =
  | 'phonePassword' // 1
  | 'emailPassword' // 2
  | 'phoneCode' // 3, quick login
  | 'forgotPassword' // 4, email entry
  | 'resetPassword' // 5, email code + new password
  | 'register' // 6, phone tab (an email mode exists)
  | 'guest' // 7, visitor entry
  | 'qrCode'; // scan with a signed-in phone

/** Dial code without '+', e.g. '86'; national number, digits only. */
export interface PhoneNumber {
  countryCode: string;
  phone: string;
}

export interface PhonePasswordValues extends PhoneNumber {
  password: string;
}

export interface PhoneCodeValues extends PhoneNumber {
  captcha: string;
}

export interface EmailPasswordValues {
  email: string;
  password: string;
}

export interface PhoneRegisterValues extends PhoneNumber {
  captcha: string;
  password: string;
}

export interface EmailRegisterValues {
  email: string;
  captcha: string;
  password: string;
}

export interface ResetPasswordValues {
  email: string;
  captcha: string;
  newPassword: string;
  passwordAgain: string;
}

/** Guest entry: a valid email; the phone is not checked (spec §5). */
export interface GuestValues {
  email: string;
  countryCode: string;
  phone: string;
}

/** Why an emailed code is asked for: registering a new email, or resetting a password. */
export type EmailCodePurpose = 'register' | 'reset';

export type ThirdPartyProvider = 'google' | 'facebook' | 'twitter';

/** The providers signed in with in the page, through their own script and window (Google Identity Services, the Facebook SDK). */
export type InPageProvider = Extract<ThirdPartyProvider, 'google' | 'facebook'>;

/**
 * Why a third-party sign-in started in the dialog did not finish:
 * - `closed`: the provider's window was closed before the shopper finished, or could not be shown (the browser blocked the popup, no account to offer);
 * - `blocked`: the provider's script could not be loaded (blocked by the browser or an extension, offline, too slow);
 * - `failed`: the provider or the mall refused the sign-in (`message` says why when the mall did).
 */
export type ThirdPartyFailure = 'closed' | 'blocked' | 'failed';

/** Where a third-party sign-in started in the dialog stands; the app drives it and passes it down. */
export interface ThirdPartyState {
  /** The provider whose sign-in is under way (its window is open, or the mall is checking its answer). */
  pending?: ThirdPartyProvider;
  /** The last sign-in that did not finish, and why. */
  failed?: { provider: ThirdPartyProvider; reason: ThirdPartyFailure; message?: string };
}

/** Where a QR sign-in stands (the app polls the server and passes it down). */
export interface QrState {
  /** The URL encoded in the QR code; '' while the ticket is being made. */
  url: string;
  status: 'loading' | 'waiting' | 'scanned' | 'expired' | 'error';
}

/**
 * What the app does for the dialog. Every call that reaches the server
 * returns a promise: while it runs the button is busy; when it rejects with an
 * `Error`, its `message` (the server's, already translated) is shown in the
 * view, and the view stays. Success of a sign-in or register closes the
 * dialog (the app does that by setting `open` false).
 */
export interface SignInActions {
  onPhonePassword(values: PhonePasswordValues): Promise<void>;
  onEmailPassword(values: EmailPasswordValues): Promise<void>;
  onPhoneCode(values: PhoneCodeValues): Promise<void>;
  /** Sends an SMS code; resolves when the server accepted (the countdown starts only then). */
  onSendPhoneCode(values: PhoneNumber): Promise<void>;
  /** Sends an emailed code for registering or for a password reset. */
  onSendEmailCode(email: string, purpose: EmailCodePurpose): Promise<void>;
  onRegisterPhone(values: PhoneRegisterValues): Promise<void>;
  onRegisterEmail(values: EmailRegisterValues): Promise<void>;
  /** Resolves when the password was reset; the dialog then shows view 2 (email + password). */
  onResetPassword(values: ResetPasswordValues): Promise<void>;
  onGuest(values: GuestValues): Promise<void>;
  /**
   * Starts a third-party sign-in (the app opens the provider's window, or
   * redirects). Called in the press's event handler, so the app may open a
   * popup.
   */
  onThirdParty(provider: ThirdPartyProvider): void;
  /**
   * Signs in on the provider's own page instead (the app leaves for it),
   * offered after an in-page sign-in did not finish, unless the mall refused
   * the provider's answer. Without it, no such way is offered.
   */
  onThirdPartyPage?(provider: InPageProvider): void;
  /** The scan-code view opened (or asks for a new code after expiry): the app makes a ticket and polls. */
  onQrStart(): void;
  /** The scan-code view closed: the app stops polling. */
  onQrStop(): void;
}

/** What the server says is on offer (`GET /api/front/login/method/info`). */
export interface SignInMethods {
  googleOpen: boolean;
  facebookOpen: boolean;
  twitterOpen: boolean;
  /**
   * Scan-code (QR) sign-in offered by the server. The mall's addition: a
   * backend of the provider's that does not offer it leaves the corner out.
   */
  qrLoginOpen: boolean;
  /** Guest entry offered by the server (spec §4: shown only with `showGuest` too). */
  visitorOpen: boolean;
}
