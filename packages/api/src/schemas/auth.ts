import { Type } from 'typebox';
import { CountryCode, Phone } from './common.ts';

/** Body of `POST /api/front/login/mobile/password` (spec §3 login payloads: phone). */
export const PhonePasswordLoginBody = Type.Object({
  phone: Phone,
  countryCode: Type.Optional(CountryCode),
  password: Type.String({ minLength: 1, maxLength: 64 }),
});
