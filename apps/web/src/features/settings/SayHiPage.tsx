import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me, UpdateUserBody } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { PendingPhotos, SafeImage, usePhotoUploads, PhotoFileInput } from '../photos';
import { EmojiTextField } from './EmojiTextField';
import { SaveBar, SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

const HI_MAX_LENGTH = 500;

/**
 * The say-hi template (spec §3, §5): a text and/or a picture sent with one click to a member you have not
 * written to yet. The picture is uploaded as soon as it is picked (type `hi`, checked for text like every
 * photo) and becomes the template's when the form is saved.
 */
function SayHiForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdateUserMutation();
  const [text, setText] = useState(me.hi_content ?? '');
  const [removed, setRemoved] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const picture = usePhotoUploads({ type: 'hi', folder: 'public', max: 1 });
  const uploaded = picture.uploads[0];
  const current = removed ? null : me.hi_photo;

  const pick = (files: FileList) => {
    picture.clear();
    picture.add(files);
  };
  const save = () => {
    const body: UpdateUserBody = { hi_content: text.trim() || null };
    if (uploaded) body.hi_photo = uploaded.id;
    else if (removed) body.hi_photo = null;
    update.mutate(body, {
      onSuccess: () => {
        picture.clear();
        setRemoved(false);
      },
    });
  };

  return (
    <form
      className="card settings-form"
      data-testid="say-hi-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <EmojiTextField
        id="say-hi-text"
        label={t('intro.hi')}
        hint={t('intro.hiHint')}
        value={text}
        onChange={setText}
        max={HI_MAX_LENGTH}
        testId="say-hi-text"
      />
      <fieldset className="field say-hi-picture">
        <legend className="field__label">{t('sayHi.picture')}</legend>
        {picture.items.length > 0 ? (
          <PendingPhotos items={picture.items} onRemove={picture.remove} />
        ) : current ? (
          <SafeImage src={current} alt={t('sayHi.current')} className="say-hi-picture__image" />
        ) : (
          <p className="field__hint">{t('sayHi.none')}</p>
        )}
        <div className="say-hi-picture__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => file.current?.click()}
            data-testid="say-hi-choose"
          >
            <Icon name="photo" size={16} />
            {current || picture.items.length ? t('sayHi.change') : t('sayHi.choose')}
          </button>
          {current && picture.items.length === 0 ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setRemoved(true)}
              data-testid="say-hi-remove"
            >
              {t('sayHi.remove')}
            </button>
          ) : null}
        </div>
        <PhotoFileInput ref={file} onFiles={pick} testId="say-hi-file" />
        <p className="field__hint">{t('sayHi.pictureHint')}</p>
      </fieldset>
      <SaveBar busy={update.isPending || picture.uploading} dirty={!picture.failed} />
    </form>
  );
}

/** /setting/sayhi */
export function SayHiPage() {
  const { t } = useTranslation(['settings', 'nav']);
  return (
    <SettingsScreen title={t('nav:title.settingSayhi')} lead={t('lead.sayhi')} testId="setting-sayhi">
      {(me) => <SayHiForm me={me} />}
    </SettingsScreen>
  );
}
