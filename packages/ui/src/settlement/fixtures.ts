/**
 * Story data of the settlement family: categories and shop types as the
 * merchant lists answer them, an agreement, and one application in each
 * status. Pictures are made in code (no network). Not part of the published package.
 */
import { fixtureImage } from '../fixtures/images.ts';
import type { UploadFieldImage } from '../upload/UploadField/UploadField.tsx';
import type { SettlementCategory, SettlementRecordData, SettlementShopType } from './types.ts';

export const settlementCategories: SettlementCategory[] = [
  { id: 1, name: '数码家电', handlingFee: 500 },
  { id: 2, name: '服饰鞋包', handlingFee: 850 },
  { id: 3, name: '食品生鲜', handlingFee: 1250 },
];

export const settlementTypes: SettlementShopType[] = [
  { id: 1, name: '旗舰店', info: '经营一个自有品牌或持有品牌方独占授权的商品，需提供商标注册证书。' },
  { id: 2, name: '专营店', info: '经营同一经营大类下两个及以上品牌的商品。' },
  { id: 3, name: '普通店', info: '' },
];

export const settlementAgreement = `<h3>商户入驻协议</h3>
<p>欢迎申请入驻本商城。提交申请即表示您已阅读并同意以下条款：</p>
<ol>
<li>您提交的公司信息与资质证明真实、有效。</li>
<li>平台将在约 15 个工作日内完成审核，审核结果通过邮件通知。</li>
<li>入驻后平台按所选商户分类收取手续费。</li>
</ol>
<p>其余条款以平台公示为准。</p>`;

/** Three qualification pictures, as the upload call answers them. */
export const qualificationImages: UploadFieldImage[] = [11, 12, 13].map((seed) => ({
  url: fixtureImage(seed, 800, 600),
  thumbUrl: fixtureImage(seed, 176),
  name: `licence-${seed}.jpg`,
}));

const base: Omit<SettlementRecordData, 'id' | 'auditStatus' | 'denialReason' | 'createTime'> = {
  name: '悦享数码旗舰店',
  realName: '王小明',
  email: 'shop@example.com',
  phone: '13812345678',
  categoryId: 1,
  typeId: 1,
  categoryName: '数码家电',
  typeName: '旗舰店',
  handlingFee: 500,
  keywords: '手机,耳机,平板',
  address: '广东省深圳市南山区科技园 1 号',
  qualificationPicture: qualificationImages.map((image) => image.url),
};

export const pendingRecord: SettlementRecordData = {
  ...base,
  id: 3,
  auditStatus: 1,
  denialReason: '',
  createTime: new Date('2025-03-14T02:20:00Z'),
};

export const approvedRecord: SettlementRecordData = {
  ...base,
  id: 1,
  name: '清风服饰专营店',
  categoryId: 2,
  typeId: 2,
  categoryName: '服饰鞋包',
  typeName: '专营店',
  handlingFee: 850,
  auditStatus: 2,
  denialReason: '',
  createTime: new Date('2025-01-05T08:00:00Z'),
};

export const failedRecord: SettlementRecordData = {
  ...base,
  id: 2,
  name: '鲜果时光',
  categoryId: 3,
  typeId: 3,
  categoryName: '食品生鲜',
  typeName: '普通店',
  handlingFee: 1250,
  phone: '',
  keywords: '',
  auditStatus: 3,
  denialReason: '营业执照图片模糊，请重新上传清晰的食品经营许可证。',
  createTime: new Date('2025-02-20T06:30:00Z'),
  qualificationPicture: [qualificationImages[0]!.url],
};
