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
  'countryPicker.trigger': 'Country dial code: {country}',
  'countryPicker.dialog': 'Choose a country or region',
  'countryPicker.search': 'Search countries and regions',
  'countryPicker.searchPlaceholder': 'Name, code or dial code',
  'countryPicker.list': 'Countries and regions',
  'countryPicker.resultCount': '{count, plural, one {# country found} other {# countries found}}',
  'countryPicker.noMatch': 'No matching country',
  'sendCodeButton.send': 'Get code',
  'sendCodeButton.countdown': 'Resend in {seconds}s',
  'sendCodeButton.retry': 'Retry',
  'sendCodeButton.sent': 'Code sent. You can request a new one in {seconds, plural, one {# second} other {# seconds}}.',
  'sendCodeButton.ready': 'You can request a new code now.',
} satisfies Record<keyof typeof zhCN, string>;
