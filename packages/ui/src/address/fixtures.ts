/**
 * Story data of the address family: addresses as `GET /api/pc/address/all/list`
 * returns them. Not part of the published package.
 */
import type { AddressCardData } from './AddressCard/AddressCard.tsx';

export const addresses: AddressCardData[] = [
  {
    id: 1,
    realName: '张伟',
    phone: '13800138000',
    countryCode: '86',
    email: 'zhang.wei@example.com',
    country: '中国',
    detail: '广东省深圳市南山区粤海街道科苑路 15 号科兴科学园 B 栋 1201 室',
    postCode: '518057',
    isDefault: true,
  },
  {
    id: 2,
    realName: '李娜',
    phone: '13912345678',
    countryCode: '86',
    email: '',
    country: '中国',
    detail: '上海市浦东新区陆家嘴环路 1000 号恒生银行大厦 28 楼',
    postCode: '200120',
    isDefault: false,
  },
  {
    id: 3,
    realName: '王芳',
    phone: '0812345678',
    countryCode: '66',
    email: 'wang.fang@example.co.th',
    country: '泰国',
    detail: '曼谷是隆区是隆路 191 号 Silom Complex 15 楼',
    postCode: '10500',
    isDefault: false,
  },
];

/** An address with a very long name and detail. */
export const longAddress: AddressCardData = {
  id: 9,
  realName: '欧阳建国（公司前台代收，请工作日送达）',
  phone: '15800001111',
  countryCode: '86',
  email: '',
  country: '中国',
  detail:
    '浙江省杭州市余杭区五常街道文一西路 969 号阿里巴巴西溪园区 6 号楼 3 层东侧前台，快递请放门口快递柜，如无法投递请致电，谢谢配合！',
  postCode: '311121',
  isDefault: false,
};
