import type { MachineEngine, TranslationFailure } from '@yuanfen/contract';
import { EngineError, type EngineErrorKind, type Translator } from './engines/translator';
import { fromMarkup, fromRuns, PlaceholderMismatch, splitProtected, textRuns, toMarkup } from './placeholders';

/**
 * How long an engine is left alone after a failure of each kind. A key refused or a quota used up needs
 * an operator; a rate limit passes in seconds; an outage is tried again soon. An unsupported pair or an
 * unreadable answer concerns that one text only.
 */
export const DEFAULT_COOLDOWN_MS: Record<EngineErrorKind, number> = {
  auth: 10 * 60_000,
  quota: 10 * 60_000,
  rate: 30_000,
  unavailable: 10_000,
  timeout: 10_000,
  unsupported: 0,
  bad_response: 0,
};

export class TranslationFailed extends Error {
  constructor(
    readonly failure: TranslationFailure,
    readonly errors: readonly EngineError[],
  ) {
    super(failure === 'unavailable' ? 'no translation engine is configured' : errors.map((e) => e.message).join('; '));
  }
}

export interface EngineTranslation {
  text: string;
  engine: MachineEngine;
}

/**
 * The configured engines as one fallback chain: for a language pair, each engine that translates it is
 * tried in the configured order until one answers. Protected tokens go out as tags to engines that keep
 * tags; an engine that loses a tag, or has no markup mode, gets only the runs of text between tokens, so
 * every token comes back byte for byte whatever the engine does.
 */
export class EngineChain {
  private readonly resting = new Map<MachineEngine, number>();

  constructor(
    private readonly engines: readonly Translator[],
    private readonly opts: { now?: () => number; cooldownMs?: Partial<Record<EngineErrorKind, number>> } = {},
  ) {}

  get available(): boolean {
    return this.engines.length > 0;
  }

  get names(): MachineEngine[] {
    return this.engines.map((e) => e.name);
  }

  private now() {
    return (this.opts.now ?? Date.now)();
  }

  /**
   * Translates `text` from `source` (null: let the engine detect) into `target`; throws TranslationFailed.
   * Resting engines are skipped while another can answer; when every engine that could is resting, the
   * one whose rest ends first is tried anyway, so a single-engine install recovers on the member's retry.
   */
  async translate(text: string, source: string | null, target: string): Promise<EngineTranslation> {
    if (!this.available) throw new TranslationFailed('unavailable', []);
    const errors: EngineError[] = [];
    const resting: Translator[] = [];
    for (const engine of this.engines) {
      if ((this.resting.get(engine.name) ?? 0) > this.now()) {
        resting.push(engine);
        continue;
      }
      const answer = await this.attempt(engine, text, source, target, errors);
      if (answer) return answer;
    }
    const probe = resting.sort((a, b) => this.resting.get(a.name)! - this.resting.get(b.name)!)[0];
    if (probe && errors.length === 0) {
      const answer = await this.attempt(probe, text, source, target, errors);
      if (answer) return answer;
    }
    throw new TranslationFailed('engines', errors);
  }

  /** One engine's try: its answer, or null with the failure recorded and the engine put to rest. */
  private async attempt(
    engine: Translator,
    text: string,
    source: string | null,
    target: string,
    errors: EngineError[],
  ): Promise<EngineTranslation | null> {
    try {
      if (!(await engine.supports(source, target))) return null;
      return { text: await this.through(engine, text, source, target), engine: engine.name };
    } catch (error) {
      const failure =
        error instanceof EngineError ? error : new EngineError(engine.name, 'bad_response', (error as Error).message);
      errors.push(failure);
      const rest = this.opts.cooldownMs?.[failure.kind] ?? DEFAULT_COOLDOWN_MS[failure.kind];
      if (rest > 0) this.resting.set(engine.name, this.now() + rest);
      return null;
    }
  }

  private async through(engine: Translator, text: string, source: string | null, target: string): Promise<string> {
    const pieces = splitProtected(text);
    if (engine.markup) {
      const { markup, tokens } = toMarkup(pieces);
      const [answer] = await engine.translate({ texts: [markup], source, target, markup: true });
      try {
        return fromMarkup(answer!, tokens);
      } catch (error) {
        if (!(error instanceof PlaceholderMismatch)) throw error;
      }
    }
    const runs = textRuns(pieces);
    if (runs.length === 0) return text;
    const answers = await engine.translate({ texts: runs, source, target, markup: false });
    return fromRuns(pieces, answers);
  }
}
