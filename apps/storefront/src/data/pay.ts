import { useApi } from './useApi.ts';

/** Which payment types are switched on. */
export function usePayMethods() {
  return useApi('GET /api/front/pay/method', {}, { revalidateOnFocus: false });
}
