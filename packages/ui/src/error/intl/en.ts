import type zhCN from './zh-CN.ts';

/** Messages of the error components in English. */
export default {
  'errorPage.notFound': 'This page could not be found',
  'errorPage.notFoundHint': 'The page may have been removed, renamed or be temporarily unavailable.',
  'errorPage.loadFailed': 'Failed to load',
  'errorPage.loadFailedHint': 'Something went wrong on our side. Please refresh and try again later.',
  'errorPage.signIn': 'Please sign in first',
  'errorPage.signInHint': 'Sign in to see this page.',
  'errorPage.signInButton': 'Sign in',
  'errorPage.badRequest': 'Bad request',
  'errorPage.checkConfig': 'Please check the address or the site configuration.',
  'errorPage.detail': 'Error: {message}',
} satisfies Record<keyof typeof zhCN, string>;
