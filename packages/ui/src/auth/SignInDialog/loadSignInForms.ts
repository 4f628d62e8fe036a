import { use } from 'react';
import { loadOnce } from '../../base/loadOnce.ts';
import type * as SignInFormsModule from './signInForms.ts';

/** The module of the dialog's forms. */
export type SignInForms = typeof SignInFormsModule;

const forms = loadOnce(() => import('./signInForms.ts'));

/**
 * Loads the sign-in dialog's forms ahead of its first opening (on a hover of the sign-in button, when
 * the page is idle, or in a story's loader), so it opens with them drawn. Resolves when they are in; a
 * failed load may be tried again.
 * @see issue 18 (an integrator pays only for what it renders)
 */
export function preloadSignInDialog(): Promise<SignInForms> {
  return forms.load();
}

/** The forms, suspending the first render until they are loaded (at once once loaded). */
export function useSignInForms(): SignInForms {
  return forms.current() ?? use(forms.load());
}
