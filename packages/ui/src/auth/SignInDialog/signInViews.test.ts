import { describe, expect, it } from 'vitest';
import zhCN from '../intl/zh-CN.ts';
import type { SignInRuleMessage } from '../shared/signInRules.ts';
import { DEFAULT_SIGN_IN_VIEW, VIEW_TITLES, isSignInFormView } from './signInViews.ts';

const messages: Record<string, string> = zhCN;

describe('sign-in views (spec §2, §4)', () => {
  it('opens on phone and password, the default strategy', () => {
    expect(DEFAULT_SIGN_IN_VIEW).toBe('phonePassword');
  });

  it('titles each view as the spec names it', () => {
    expect(Object.fromEntries(Object.entries(VIEW_TITLES).map(([view, id]) => [view, messages[id]]))).toEqual({
      phonePassword: '账号登录',
      emailPassword: '邮箱登录',
      phoneCode: '快捷登录',
      forgotPassword: '找回密码',
      resetPassword: '重置密码',
      register: '注册账号',
      guest: '游客购买',
      qrCode: '扫码登录',
    });
  });

  it('puts only views 1–3 under the sign-in tabs', () => {
    const tabbed = (Object.keys(VIEW_TITLES) as (keyof typeof VIEW_TITLES)[]).filter(isSignInFormView);
    expect(tabbed).toEqual(['phonePassword', 'emailPassword', 'phoneCode']);
  });

  it('has a message for every validation rule (spec §5 keys)', () => {
    const rules: Record<SignInRuleMessage, true> = {
      'signIn.emailEmpty': true,
      'signIn.correctEmail': true,
      'signIn.emptyPhone': true,
      'signIn.correctPhone': true,
      'signIn.emptyPassword': true,
      'signIn.agreement': true,
      'signIn.emptyCaptche': true,
      'signIn.correctCaptche': true,
      'signIn.againPassword': true,
      'signIn.diffPassword': true,
    };
    for (const id of Object.keys(rules)) expect(messages[id], id).toBeTruthy();
  });
});
