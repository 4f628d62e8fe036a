import { describe, expect, it } from 'vitest';
import type { HomeData } from '@mall/api';
import { homeDataToStore, storedHomeDataIn } from './homeDataCache.ts';

const home = (siteAddress: string): HomeData => ({
  logoUrl: '/media/art/logo/wordmark.svg',
  shopPayCurrency: '￥',
  banner: [],
  bastBanner: [],
  recommendImage: '',
  shopStreetHeaderImag: '',
  consumerType: 'hotline',
  consumerHotline: '400-123-4567',
  consumerH5Url: '',
  consumerMessage: '',
  consumerEmail: '',
  mobileUrl: '',
  siteAddress,
  businessLicence: '',
});

/** What local storage gives back: the JSON round trip. */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the stored home data', () => {
  it('is shown in the language it was stored in, as the server sent it', () => {
    const stored = roundTrip(homeDataToStore(home('Hangzhou'), 'en'));
    expect(storedHomeDataIn(stored, 'en')).toEqual(home('Hangzhou'));
  });

  it('is not shown after a switch to another language', () => {
    const stored = roundTrip(homeDataToStore(home('杭州'), 'zh-CN'));
    expect(storedHomeDataIn(stored, 'th')).toBeUndefined();
    expect(storedHomeDataIn(stored, 'zh-CN')?.siteAddress).toBe('杭州');
  });

  it('is not shown when it names no language (stored before copies named theirs) or is missing', () => {
    expect(storedHomeDataIn(home('杭州'), 'zh-CN')).toBeUndefined();
    expect(storedHomeDataIn(undefined, 'en')).toBeUndefined();
  });
});
