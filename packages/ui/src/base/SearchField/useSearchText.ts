import { useState } from 'react';

/**
 * The text typed in a search box that starts with `value` (the search in the
 * URL): typing changes it, and a new `value` from outside (the URL changed)
 * replaces whatever was typed.
 * @returns the text now and its setter, like `useState`.
 */
export function useSearchText(value: string): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  // Compared during render, not in an effect, so the box never shows the old text for a frame.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return [text, setText];
}
