import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { useLocale } from '../state/LocaleContext.tsx';
import { localizePath } from './localePath.ts';

/** `navigate` for in-mall paths written without a locale prefix: it adds the current one. */
export function useMallNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { locale } = useLocale();
  return useCallback((to, options) => void navigate(localizePath(to, locale), options), [navigate, locale]);
}
