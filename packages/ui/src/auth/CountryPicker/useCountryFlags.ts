import { useEffect, useState } from 'react';
import { loadOnce } from '../../base/loadOnce.ts';

/** SVG markup of each flag (3:2) by upper-case region code, from `country-flag-icons`. */
export type FlagTable = Readonly<Record<string, string>>;

const flagTable = loadOnce(() => import('country-flag-icons/string/3x2').then((module) => module as unknown as FlagTable));

/**
 * Loads every flag once, as its own chunk (about 47 KB gzip for 264 SVG
 * flags), so the sign-in dialog that holds the picker shows before the flags
 * arrive. SVG rather than emoji flags: Linux and Windows browsers often have
 * no flag emoji font. A failed load may be tried again.
 */
export function loadCountryFlags(): Promise<FlagTable> {
  return flagTable.load();
}

const dataUris = new Map<string, string>();

/** The flag of `code` as an image URL (a data URI), or undefined when the table has none. */
export function flagUrl(flags: FlagTable, code: string): string | undefined {
  let uri = dataUris.get(code);
  if (uri === undefined) {
    const svg = flags[code];
    if (!svg) return undefined;
    uri = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    dataUris.set(code, uri);
  }
  return uri;
}

/** The flag table, or undefined until its chunk has loaded (then the component renders again). */
export function useCountryFlags(): FlagTable | undefined {
  const [flags, setFlags] = useState(flagTable.current);
  useEffect(() => {
    if (flags) return;
    let live = true;
    loadCountryFlags().then(
      (loaded) => {
        if (live) setFlags(loaded);
      },
      () => {
        // Without flags the picker still works: placeholders stand in.
      },
    );
    return () => {
      live = false;
    };
  }, [flags]);
  return flags;
}
