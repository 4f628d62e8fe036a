import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useLocale } from '../state/LocaleContext.tsx';
import { localizePath } from './localePath.ts';

/**
 * `navigate` for in-mall paths written without a locale prefix: it adds the
 * current one. The promise settles when the navigation (lazy page included) has.
 */
export function useMallNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const { locale } = useLocale();
  return useCallback(async (to, options) => navigate(localizePath(to, locale), options), [navigate, locale]);
}
