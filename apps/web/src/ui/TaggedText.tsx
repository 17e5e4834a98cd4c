import { Fragment, type ReactNode } from 'react';

/** A part of a translated sentence: plain text, or the text inside one of its `<name>…</name>` tags. */
export type TaggedPart = { text: string; tag?: string };

/**
 * Splits a translated sentence such as `I accept the <terms>Terms of use</terms>.` into its plain and
 * tagged parts, in the sentence's own order (each language puts its links where its grammar wants them).
 * Tags do not nest; an unclosed or unknown tag stays text.
 */
export function splitTags(text: string): TaggedPart[] {
  const parts: TaggedPart[] = [];
  const pattern = /<([a-z]+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[2] ?? '', tag: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A translated sentence whose tagged parts become elements (links): `tags.terms(children)` renders
 * `<terms>…</terms>`. Every other part is a text node, so no markup from a locale file reaches the DOM.
 * In place of react-i18next's `<Trans>`, whose parser would otherwise be in the sign-up page's chunk
 * (4.6 kB gzip) for one sentence.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  return (
    <>
      {splitTags(text).map((part, index) => {
        const render = part.tag === undefined ? undefined : tags[part.tag];
        return <Fragment key={index}>{render ? render(part.text) : part.text}</Fragment>;
      })}
    </>
  );
}
