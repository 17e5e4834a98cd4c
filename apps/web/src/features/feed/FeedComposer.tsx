import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEED_MAX_LENGTH, FEED_MAX_PHOTOS, Limits } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { newClientId } from '../../lib/client-id';
import { useUiStore } from '../../lib/ui-store';
import { Avatar } from '../../ui/Avatar';
import { useMe } from '../../lib/account.queries';
import { settlePhotos, parsePrice, usePhotoUploads } from '../photos';
import { AddPhotosButton, ComposerPhotos } from './ComposerPhotos';
import { EmojiPicker } from './EmojiPicker';
import { useCreateFeed } from './feed.queries';
import { useEmojiInsert } from './use-emoji-insert';

/** Spec §5: the post button blocks re-posting for 3 seconds. */
export const POST_LOCK_MS = Limits.postLockMs;

/** Text, emoji and up to 9 photos (optionally secret) for a new post; it lands at the top of the lists. */
export function FeedComposer({ onPosted }: { onPosted?: () => void }) {
  const { t } = useTranslation('feed');
  const me = useMe();
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [locked, setLocked] = useState(false);
  const [secret, setSecret] = useState(false);
  const [price, setPrice] = useState('');
  const [settling, setSettling] = useState(false);
  // The id of the last post sent: sending the same text and photos again (after a lost answer) reuses it,
  // so the server publishes the post once; anything edited is a new post with a new id.
  const lastSent = useRef<{ id: string; body: string } | null>(null);
  const { area, insertEmoji } = useEmojiInsert(text, setText, FEED_MAX_LENGTH);
  const create = useCreateFeed();
  const photos = usePhotoUploads({
    type: 'feed',
    folder: secret ? 'secret' : 'public',
    price: parsePrice(price),
    max: FEED_MAX_PHOTOS,
  });

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), POST_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  const content = text.trim();
  const busy = create.isPending || settling;
  // Spec §5: a post needs text or photos; photos still uploading or refused must be settled first.
  const ready = (content !== '' || photos.uploads.length > 0) && !photos.uploading && !photos.failed;

  const reset = () => {
    setText('');
    photos.clear();
    setSecret(false);
    setPrice('');
    lastSent.current = null;
    onPosted?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || locked || busy) return;
    setLocked(true);
    const uploads = photos.uploads;
    if (uploads.length > 0) {
      setSettling(true);
      try {
        await settlePhotos(uploads, secret ? 'secret' : 'public', parsePrice(price));
      } catch {
        return;
      } finally {
        setSettling(false);
      }
    }
    const body = { content, ...(uploads.length > 0 ? { upload_ids: uploads.map((u) => u.id) } : {}) };
    const key = JSON.stringify(body);
    if (lastSent.current?.body !== key) lastSent.current = { id: newClientId(), body: key };
    create.mutate({ ...body, client_id: lastSent.current.id }, { onSuccess: reset });
  };

  return (
    <form
      className="card feed-composer"
      onSubmit={(event) => void submit(event)}
      aria-label={t('composer.title')}
      data-testid="feed-composer"
    >
      <div className="feed-composer__row">
        {me ? <Avatar src={me.avatar} name={me.name} size={40} /> : null}
        <div className="feed-composer__field">
          <label htmlFor={inputId} className="visually-hidden">
            {t('composer.label')}
          </label>
          <textarea
            ref={area}
            id={inputId}
            className="feed-composer__input"
            value={text}
            maxLength={FEED_MAX_LENGTH}
            rows={3}
            placeholder={t('composer.placeholder')}
            aria-describedby={counterId}
            onChange={(event) => setText(event.target.value)}
            data-testid="feed-input"
          />
        </div>
      </div>
      <ComposerPhotos photos={photos} secret={secret} onSecret={setSecret} price={price} onPrice={setPrice} />
      {create.isError && isApiError(create.error) && create.error.status === 0 ? (
        <p className="feed-composer__hint feed-composer__hint--error" role="alert" data-testid="feed-not-posted">
          {t('composer.notPosted')}
        </p>
      ) : null}
      {photos.failed ? (
        <p className="feed-composer__hint feed-composer__hint--error" role="alert">
          {t('composer.removeRefused')}
        </p>
      ) : null}
      <div className="feed-composer__bar">
        <EmojiPicker onPick={insertEmoji} />
        <AddPhotosButton photos={photos} />
        <span id={counterId} className="feed-composer__counter" aria-live="polite" data-testid="feed-counter">
          {t('composer.counter', { count: text.length, max: FEED_MAX_LENGTH })}
        </span>
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={!ready || locked || busy}
          data-testid="feed-post"
        >
          {busy ? t('composer.posting') : t('composer.post')}
        </button>
      </div>
    </form>
  );
}

/** For visitors: the feed is read-only and this invites them in. */
export function SignUpPrompt() {
  const { t } = useTranslation('feed');
  const openLogin = useUiStore((s) => s.openLogin);
  return (
    <section className="card feed-signup" aria-labelledby="feed-signup-title" data-testid="feed-signup">
      <h2 id="feed-signup-title" className="card__title">
        {t('signup.title')}
      </h2>
      <p>{t('signup.body')}</p>
      <div className="feed-signup__actions">
        <Link className="button button--primary button--small" to="/?type=register" data-testid="feed-signup-link">
          {t('signup.join')}
        </Link>
        <button type="button" className="button button--ghost button--small" onClick={openLogin}>
          {t('signup.login')}
        </button>
      </div>
    </section>
  );
}
