import { describe, expect, it } from 'vitest';
import { announcementState, contentsFrom, isVersion, type AnnouncementDraft } from './content-rules';

const draft = (texts: Partial<AnnouncementDraft>): AnnouncementDraft => ({
  en: '',
  zh: '',
  tw: '',
  de: '',
  it: '',
  fr: '',
  ja: '',
  ko: '',
  ...texts,
});

describe('announcement texts', () => {
  it('leave blank languages out, so their members read the English text', () => {
    expect(contentsFrom(draft({ en: ' Hello ', de: 'Hallo', fr: '   ' }))).toEqual({ en: 'Hello', de: 'Hallo' });
  });
  it('are refused without English, the fallback for everyone', () => {
    expect(contentsFrom(draft({ de: 'Hallo' }))).toBeNull();
    expect(contentsFrom(draft({ en: '  ' }))).toBeNull();
  });
  it('say whether an announcement is a draft, live or withdrawn', () => {
    expect(announcementState({ published_at: null, withdrawn_at: null })).toBe('draft');
    expect(announcementState({ published_at: '2026-11-27T10:00:00Z', withdrawn_at: null })).toBe('published');
    expect(announcementState({ published_at: '2026-11-27T10:00:00Z', withdrawn_at: '2026-11-27T11:00:00Z' })).toBe(
      'withdrawn',
    );
  });
});

describe('versions', () => {
  it('are numbers separated by dots', () => {
    expect(isVersion('1.4.2')).toBe(true);
    expect(isVersion('2')).toBe(true);
    expect(isVersion('1.4.x')).toBe(false);
    expect(isVersion('v1.4')).toBe(false);
  });
});
