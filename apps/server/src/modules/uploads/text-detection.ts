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

/** Letters and digits of any script, the only characters a word's length counts. */
const ALNUM = /[\p{L}\p{N}]/gu;

/** The part of tesseract's page result the rule reads. */
export interface OcrPage {
  blocks: { paragraphs: { lines: { words: { text: string; confidence: number }[] }[] }[] }[] | null;
}

/** Whether an OCR result holds text by `TEXT_RULE`. */
export function holdsText(page: OcrPage): boolean {
  let characters = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          const length = word.text.match(ALNUM)?.length ?? 0;
          if (length >= TEXT_RULE.minWordLength && word.confidence >= TEXT_RULE.minConfidence) characters += length;
        }
  return characters >= TEXT_RULE.minCharacters;
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

  async hasText(image: Buffer): Promise<boolean> {
    const png = await sharp(image)
      .resize(OCR_MAX_SIDE, OCR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .png()
      .toBuffer();
    const worker = await this.ready();
    const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
    return holdsText(data);
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
