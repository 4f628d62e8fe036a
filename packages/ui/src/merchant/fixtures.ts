/**
 * Story data for the merchant family. Not part of the package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { MerchantCardMerchant } from './MerchantCard/MerchantCard.tsx';

export const selfMerchant: MerchantCardMerchant = { id: 1, name: '华为官方旗舰店', avatar: fixtureImage(1, 120), isSelf: true, starLevel: 5 };

export const thirdPartyMerchant: MerchantCardMerchant = { id: 7, name: '三只松鼠坚果专营店', avatar: fixtureImage(3, 120), isSelf: false, starLevel: 4 };

export const longNameMerchant: MerchantCardMerchant = {
  id: 12,
  name: '深圳市优选好物数码科技有限公司官方授权旗舰店（华南仓）',
  avatar: fixtureImage(5, 120),
  isSelf: false,
  starLevel: 3,
};
