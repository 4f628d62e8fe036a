/**
 * Story data of the auth family: the dialog's actions as spies, the sign-in
 * methods, a login picture and a QR address. Not part of the published package.
 */
import { fn } from 'storybook/test';
import { fixtureImage } from '../fixtures/images.ts';
import { loadCountryFlags } from './CountryPicker/useCountryFlags.ts';
import { preloadSignInDialog } from './SignInDialog/loadSignInForms.ts';
import type { QrState, SignInActions, SignInMethods } from './SignInDialog/signInTypes.ts';

/** Every action as a spy that succeeds at once. */
export function signInActions(): SignInActions {
  return {
    onPhonePassword: fn(async () => undefined),
    onEmailPassword: fn(async () => undefined),
    onPhoneCode: fn(async () => undefined),
    onSendPhoneCode: fn(async () => undefined),
    onSendEmailCode: fn(async () => undefined),
    onRegisterPhone: fn(async () => undefined),
    onRegisterEmail: fn(async () => undefined),
    onResetPassword: fn(async () => undefined),
    onGuest: fn(async () => undefined),
    onThirdParty: fn(),
    onQrStart: fn(),
    onQrStop: fn(),
  };
}

/** Every way in offered: the three providers and guest entry. */
export const allMethods: SignInMethods = { googleOpen: true, facebookOpen: true, twitterOpen: true, qrLoginOpen: true, visitorOpen: true };

/** Only the forms: no provider, no guest entry. */
export const noMethods: SignInMethods = { googleOpen: false, facebookOpen: false, twitterOpen: false, qrLoginOpen: false, visitorOpen: false };

/** The picture beside the form (`loginLeftImage`), 340×460. */
export const loginPicture = fixtureImage(0, 340, 460);

/** What a QR sign-in ticket encodes. */
export const qrUrl = 'https://m.mall.example/qr-login?ticket=8f1c2d3e4a5b6c7d8e9f0a1b';

export const qrWaiting: QrState = { url: qrUrl, status: 'waiting' };

/** A promise that never settles: the action stays busy. */
export const pending = () => new Promise<void>(() => {});

/**
 * Stops `Date.now` for one story (as a `beforeEach`), so the send-code
 * countdown, which reads it, shows the same second in every screenshot.
 * Returns the cleanup that restores it.
 */
export function freezeClock() {
  const real = Date.now;
  Date.now = () => 1_700_000_000_000;
  return () => {
    Date.now = real;
  };
}

/** Lets the 500 ms repeat guard (spec §5) pass, so a press after it counts. */
export const afterRepeatGuard = () => new Promise((resolve) => setTimeout(resolve, 600));

/**
 * A story loader that loads the country flags before the story renders, so
 * the picker draws its flag at once and every screenshot shows it (not the
 * grey stand-in of a first load).
 */
export async function preloadFlags() {
  await loadCountryFlags();
  return {};
}

/**
 * A story loader that loads the sign-in dialog's forms before the story renders, as an app preloads them,
 * so the dialog opens with its form drawn (not the busy placeholder of a first opening).
 */
export async function preloadForms() {
  await preloadSignInDialog();
  return {};
}
