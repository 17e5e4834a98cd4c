import { Fragment } from 'react';
import { parseEmoji } from '@yuanfen/contract';

/**
 * User text with its `[name]` emoji shown as emoji. Every part is a React text node: no HTML from users
 * ever reaches the DOM. The emoji carry no label of their own: screen readers name an emoji character in
 * the reader's language, where the shortcode would be an English word.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const parts = parseEmoji(text);
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <span key={index} className="rich-emoji">
            {part.emoji}
          </span>
        ),
      )}
    </span>
  );
}
