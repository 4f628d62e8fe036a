/**
 * Data and files for the account-centre stories. Story helpers; not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { AccountShortcutCounts } from './AccountShortcuts/AccountShortcuts.tsx';
import type { ProfileUser, SignInMethod } from './shared/types.ts';

export const profileUser: ProfileUser = {
  nickname: '小明',
  avatar: fixtureImage(1, 160),
  phone: '13812345678',
  countryCode: '86',
  email: 'xiaoming@example.com',
};

/** A shopper who signed in with Google: no phone, email, password or avatar yet. */
export const bareUser: ProfileUser = { nickname: 'Google 用户', avatar: '', phone: '', email: '' };

export const allSignInMethods: SignInMethod[] = [
  { kind: 'password', linked: true },
  { kind: 'phone', linked: true },
  { kind: 'email', linked: true },
  { kind: 'google', linked: false },
  { kind: 'facebook', linked: true },
  { kind: 'twitter', linked: false },
];

export const bareSignInMethods: SignInMethod[] = [
  { kind: 'password', linked: false },
  { kind: 'phone', linked: false },
  { kind: 'email', linked: false },
  { kind: 'google', linked: true },
];

/** A picture of `width` × `height` px as a Blob (an SVG: decodes without the network, the same on every run). */
export function pictureBlob(seed: number, width: number, height: number): Blob {
  const uri = fixtureImage(seed, width, height);
  return new Blob([decodeURIComponent(uri.slice(uri.indexOf(',') + 1))], { type: 'image/svg+xml' });
}

/** A PNG file as the shopper would pick it, drawn on a canvas (call in a play function: needs a DOM). */
export async function pickedPng(name = 'me.png', width = 600, height = 400): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#f28b82';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no blob'))), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

export const shortcutCounts: AccountShortcutCounts = { toPay: 2, toShip: 1, toReceive: 3, toReview: 5, refunds: 1 };
export const zeroShortcutCounts: AccountShortcutCounts = { toPay: 0, toShip: 0, toReceive: 0, toReview: 0, refunds: 0 };

export const privacyAgreement = `<h2>一、我们收集的信息</h2><p>为向您提供购物服务，我们会收集您的手机号、邮箱、收货地址和订单信息。</p><h2>二、信息的使用</h2><p>我们仅将这些信息用于完成订单、售后服务和账户安全，不会出售给任何第三方。</p><ul><li>您可以随时在“个人信息”中修改或删除资料；</li><li>您可以联系客服注销账户。</li></ul>`;
