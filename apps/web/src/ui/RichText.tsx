import { Fragment } from 'react';
import { parseEmoji } from '@yuanfen/contract';

/**
 * User text with its `[name]` emoji shown as emoji. Every part is a React text node: no HTML from users
 * ever reaches the DOM.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const parts = parseEmoji(text);
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <span key={index} className="rich-emoji" role="img" aria-label={part.name} title={`[${part.name}]`}>
            {part.emoji}
          </span>
        ),
      )}
    </span>
  );
}
