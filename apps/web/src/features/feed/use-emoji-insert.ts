import { useCallback, useRef, type RefObject } from 'react';

/**
 * Puts an emoji shortcode (`[smile]`) into a text field at the caret, replacing any selection, keeps
 * the text within `max` characters, and puts the caret back after the shortcode.
 */
export function useEmojiInsert(
  text: string,
  setText: (next: string) => void,
  max: number,
): { area: RefObject<HTMLTextAreaElement | null>; insertEmoji: (name: string) => void } {
  const area = useRef<HTMLTextAreaElement>(null);
  const insertEmoji = useCallback(
    (name: string) => {
      const node = area.current;
      const code = `[${name}]`;
      const start = node?.selectionStart ?? text.length;
      const end = node?.selectionEnd ?? text.length;
      const next = (text.slice(0, start) + code + text.slice(end)).slice(0, max);
      setText(next);
      requestAnimationFrame(() => {
        node?.focus();
        const caret = Math.min(start + code.length, next.length);
        node?.setSelectionRange(caret, caret);
      });
    },
    [text, setText, max],
  );
  return { area, insertEmoji };
}
