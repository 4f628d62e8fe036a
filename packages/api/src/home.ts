import type { NoInput, WireMap } from './endpoints.ts';
import { array, object, same, url, type Codec, type JsonText } from './wire/codec.ts';
/**
 * Home data and hot keywords.
 * @see spec §3 (Home data, Hot search keyword), §7; crmeb-api §4.3
 */

/** A banner of the home page. */
export interface Banner {
  id: number;
  name: string;
  /** Image URL. */
  pic: string;
  /** Storefront path the banner links to ('' for none). */
  url: string;
}

/**
 * Customer-service channel of the platform (crmeb-api §5): `h5` opens
 * `consumerH5Url`, `message` a leave-a-message form, `hotline` shows
 * `consumerHotline`, `email` writes to `consumerEmail`.
 */
export type ConsumerType = 'h5' | 'hotline' | 'message' | 'email';

/** `data` of `GET /api/pc/home/index`; the storefront caches it in local storage as `homeDataPc`. */
export interface HomeData {
  logoUrl: string;
  /**
   * Currency symbol shown before prices (spec §9: default ￥). On the wire it
   * is JSON text `{"symbol":"￥"}`: the provider's client parses it at start-up.
   */
  shopPayCurrency: string;
  banner: Banner[];
  /** Mid-page banners (the mall's historical spelling). */
  bastBanner: Banner[];
  recommendImage: string;
  /** Header image of the shop street (historical spelling). */
  shopStreetHeaderImag: string;
  consumerType: ConsumerType;
  consumerHotline: string;
  consumerH5Url: string;
  consumerMessage: string;
  consumerEmail: string;
  /** Address of the mobile mall: the header's link and QR code; mobile browsers are sent there. */
  mobileUrl: string;
  /** Footer: the company's address line. */
  siteAddress: string;
  /** Footer: the business-licence line. */
  businessLicence: string;
}

/** A hot search keyword (spec §3). */
export interface HotKeyword {
  id: number;
  title: string;
}

/** Local-storage key of the cached home data (spec §3). */
export const HOME_DATA_STORAGE_KEY = 'homeDataPc';
/** Default currency symbol (spec §9). */
export const DEFAULT_CURRENCY_SYMBOL = '￥';
/** How many hot keywords the header shows (spec §9). */
export const HOT_KEYWORDS_SHOWN = 3;

export interface HomeEndpoints {
  'GET /api/pc/home/index': { input: NoInput; data: HomeData };
  'GET /api/front/search/keyword': { input: NoInput; data: HotKeyword[] };
}

// ——— The wire (crmeb-wire §3) ———

/** The currency as the provider's client reads it: `JSON.parse(shopPayCurrency).symbol`. */
export const currencyCodec: Codec<JsonText<{ symbol: string }>, string> = {
  encode: (symbol) => JSON.stringify({ symbol }) as JsonText<{ symbol: string }>,
  decode: (text) => {
    try {
      const symbol = (JSON.parse(text) as { symbol?: unknown }).symbol;
      return typeof symbol === 'string' && symbol ? symbol : DEFAULT_CURRENCY_SYMBOL;
    } catch {
      // Older answers carried the bare symbol.
      return text || DEFAULT_CURRENCY_SYMBOL;
    }
  },
};

const bannerCodec = object<Banner>()({ pic: url });

export const homeDataCodec = object<HomeData>()({
  logoUrl: url,
  shopPayCurrency: currencyCodec,
  banner: array(bannerCodec),
  bastBanner: array(bannerCodec),
  recommendImage: url,
  shopStreetHeaderImag: url,
});

export const homeWire = {
  'GET /api/pc/home/index': homeDataCodec,
  'GET /api/front/search/keyword': same<HotKeyword[]>(),
} satisfies WireMap<HomeEndpoints>;
