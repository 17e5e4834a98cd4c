import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/**
 * What counts as text in a photo (spec §5 "Photos must not contain text"). OCR reads shapes in every
 * photo (fences, leaves, fabric) as stray letters with low confidence; real writing (a phone number,
 * "WeChat: abc1234", a slogan) comes out as confident words of several letters or digits. A photo holds
 * text when its confident words of at least 3 letters or digits add up to at least 4 of them.
 */
export const TEXT_RULE = { minWordLength: 3, minConfidence: 70, minCharacters: 4 } as const;

/**
 * Below `TEXT_RULE`, a photo is borderline ("maybe", docs/decisions.md 66) — stored, and queued for an
 * operator with the words read — when OCR read at least one confident word of 3+ letters or digits (a
 * short name, "SUN", a handle cut off), or when its words of 3+ letters or digits read with at least
 * `minConfidence` add up to `minCharacters` (faint, small or slanted writing OCR is unsure of). Stray
 * shapes in an ordinary photo read as short words, or below this confidence.
 */
export const MAYBE_RULE = { minWordLength: 3, minConfidence: 50, minCharacters: 6 } as const;

/** Letters and digits of any script, the only characters a word's length counts. */
const ALNUM = /[\p{L}\p{N}]/gu;

/** The part of tesseract's page result the rules read. */
export interface OcrPage {
  blocks: { paragraphs: { lines: { words: { text: string; confidence: number }[] }[] }[] }[] | null;
}

/** `text`: refused; `maybe`: stored and queued for review; `none`: stored. */
export type TextVerdict = 'text' | 'maybe' | 'none';

/** A photo's verdict, and the words that led to it (those of 3+ characters OCR read with some confidence). */
export interface TextReading {
  verdict: TextVerdict;
  words: string[];
}

/** The verdict of an OCR result by `TEXT_RULE` and `MAYBE_RULE`. */
export function readText(page: OcrPage): TextReading {
  let confident = 0;
  let likely = 0;
  const words: string[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const length = word.text.match(ALNUM)?.length ?? 0;
          if (length >= TEXT_RULE.minWordLength && word.confidence >= TEXT_RULE.minConfidence) confident += length;
          if (length >= MAYBE_RULE.minWordLength && word.confidence >= MAYBE_RULE.minConfidence) {
            likely += length;
            words.push(word.text.trim());
          }
        }
  if (confident >= TEXT_RULE.minCharacters) return { verdict: 'text', words };
  if (confident > 0 || likely >= MAYBE_RULE.minCharacters) return { verdict: 'maybe', words };
  return { verdict: 'none', words: [] };
}

/** Whether an OCR result holds text by `TEXT_RULE` (a photo to refuse). */
export function holdsText(page: OcrPage): boolean {
  return readText(page).verdict === 'text';
}

/** OCR never reads text smaller than this, and larger images only cost time. */
const OCR_MAX_SIDE = 1200;

/**
 * Finds text in photos with tesseract.js, entirely on this machine: the English model ships in the
 * `@tesseract.js-data/eng` package (Latin letters and digits, which is what contact details are written
 * in). One worker is created on first use and reused for the life of the process; recognitions queue on
 * it, so concurrent uploads never start several heavy workers.
 */
export class TextDetector {
  private worker: Promise<Worker> | null = null;

  /** What OCR reads in an image, judged by `readText`. */
  async read(image: Buffer): Promise<TextReading> {
    const png = await sharp(image)
      .resize(OCR_MAX_SIDE, OCR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .png()
      .toBuffer();
    const worker = await this.ready();
    const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
    return readText(data);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }

  private ready(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: languageDir(),
      gzip: true,
      cacheMethod: 'none',
    }).catch((error: unknown) => {
      // A failed start is retried by the next upload rather than remembered forever.
      this.worker = null;
      throw error;
    });
    return this.worker;
  }
}

function languageDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}
