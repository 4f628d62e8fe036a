import type zhCN from './zh-CN.ts';

/** Messages of the auth components in English. */
export default {
  'phonePasswordForm.phone': 'Phone number',
  'phonePasswordForm.phonePlaceholder': 'Enter your phone number',
  'phonePasswordForm.dialCode': 'Country dial code',
  'phonePasswordForm.password': 'Password',
  'phonePasswordForm.passwordPlaceholder': 'Enter your password',
  'phonePasswordForm.agreementText': 'I have read and agree to the <link>Privacy Agreement</link>',
  'phonePasswordForm.submit': 'Sign in',
  'phonePasswordForm.emptyPhone': 'Please enter your phone number',
  'phonePasswordForm.emptyPassword': 'Please enter your password',
  'phonePasswordForm.agreement': 'Please check the privacy agreement',
  'signInDialog.title': 'Sign in',
} satisfies Record<keyof typeof zhCN, string>;
