import { describe, expect, it } from 'vitest';
import type { MerchantApplication } from '@mall/api';
import { applyInputOf, settlementFormValuesOf, settlementRecordOf } from './settlementModel.ts';

const application: MerchantApplication = {
  id: 7,
  name: '悦享数码',
  categoryId: 2,
  typeId: 1,
  realName: '王小明',
  email: 'shop@example.com',
  countryCode: '66',
  phone: '812345678',
  handlingFee: 550,
  keywords: '手机,耳机',
  address: '曼谷',
  auditStatus: 3,
  denialReason: '执照模糊',
  qualificationPicture: ['/uploads/a.jpg', '/uploads/b.jpg'],
  createTime: new Date('2025-03-14T02:20:00Z'),
  updateTime: new Date('2025-03-15T02:20:00Z'),
  merId: null,
};

const categories = [
  { id: 1, name: '数码', handlingFee: 500 },
  { id: 2, name: '服饰', handlingFee: 550 },
];
const types = [{ id: 1, name: '旗舰店', info: '' }];

describe('settlementRecordOf', () => {
  it('adds the category and type names and shows the phone with its dial code', () => {
    expect(settlementRecordOf(application, categories, types)).toEqual({
      id: 7,
      name: '悦享数码',
      realName: '王小明',
      email: 'shop@example.com',
      phone: '+66 812345678',
      categoryId: 2,
      typeId: 1,
      categoryName: '服饰',
      typeName: '旗舰店',
      handlingFee: 550,
      keywords: '手机,耳机',
      address: '曼谷',
      auditStatus: 3,
      denialReason: '执照模糊',
      qualificationPicture: ['/uploads/a.jpg', '/uploads/b.jpg'],
      createTime: application.createTime,
    });
  });

  it('leaves names empty while the lists load or when one is no longer listed', () => {
    const record = settlementRecordOf({ ...application, typeId: 9 }, undefined, types);
    expect(record.categoryName).toBe('');
    expect(record.typeName).toBe('');
  });

  it('shows no phone when none was given', () => {
    expect(settlementRecordOf({ ...application, phone: '', countryCode: '' }, categories, types).phone).toBe('');
    expect(settlementRecordOf({ ...application, countryCode: '' }, categories, types).phone).toBe('812345678');
  });
});

describe('settlementFormValuesOf', () => {
  it('starts the form on the application, the phone country from its dial code', () => {
    expect(settlementFormValuesOf(application)).toEqual({
      name: '悦享数码',
      realName: '王小明',
      country: 'TH',
      phone: '812345678',
      email: 'shop@example.com',
      categoryId: '2',
      typeId: '1',
      keywords: '手机,耳机',
      address: '曼谷',
    });
  });

  it('falls back to the picker default without a dial code', () => {
    expect(settlementFormValuesOf({ ...application, countryCode: '' }).country).toBe('CN');
  });
});

describe('applyInputOf', () => {
  const sent = {
    name: '悦享数码',
    realName: '王小明',
    countryCode: '66',
    phone: '812345678',
    email: 'shop@example.com',
    captcha: '123456',
    categoryId: 2,
    typeId: 1,
    keywords: '',
    address: '曼谷',
    qualificationPicture: ['/uploads/a.jpg'],
  };

  it('sends a new application without an id', () => {
    expect(applyInputOf(sent)).toEqual(sent);
    expect(applyInputOf(sent)).not.toHaveProperty('id');
  });

  it('edits the application of `id`', () => {
    expect(applyInputOf(sent, 7)).toEqual({ id: 7, ...sent });
  });
});
