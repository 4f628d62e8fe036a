import { DEFAULT_COUNTRY_CODE } from '@mall/api';

/** `+86`, `86` or nothing → `86`: how dial codes are stored (digits only; spec §9 default 86). */
export function normalizeCountryCode(code: string | undefined): string {
  const digits = (code ?? '').replace(/^\+/, '');
  return digits || DEFAULT_COUNTRY_CODE;
}
