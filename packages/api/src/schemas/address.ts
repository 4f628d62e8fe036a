import { Type } from 'typebox';
import { ADDRESS_LIMITS, POST_CODE_PATTERN } from '../limits.ts';
import { CountryCode, Id, IdParams, OptionalEmail, PageQueryProps, Phone, PlainText, Text } from './common.ts';

export const AddressListQuery = Type.Object({ ...PageQueryProps });

/**
 * Body of `POST /api/front/address/edit`: creates an address, or updates it when `id` is given.
 * Consignee, phone, detailed address and post code are required (spec §5).
 * The provider's dialog sends `countryCode` and sometimes `postCode` as
 * numbers, and on an edit every field of the detail answer back (`uid`,
 * `createTime`…): other fields are ignored.
 */
export const AddressEditBody = Type.Object({
  id: Type.Optional(Id),
  realName: Text(ADDRESS_LIMITS.realName),
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  email: Type.Optional(OptionalEmail),
  country: Type.Optional(PlainText(ADDRESS_LIMITS.country)),
  detail: Text(ADDRESS_LIMITS.detail),
  postCode: Type.String({ minLength: ADDRESS_LIMITS.postCodeMin, maxLength: ADDRESS_LIMITS.postCodeMax, pattern: POST_CODE_PATTERN }),
  isDefault: Type.Optional(Type.Boolean()),
});

/** Body of `POST /api/front/address/default/set` and `/address/del`. */
export const AddressIdBody = Type.Object({ id: Id });

/** Path of `GET /api/front/address/detail/:id`. */
export const AddressIdParams = IdParams;
