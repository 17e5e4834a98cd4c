import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GIFT_CATEGORIES,
  LANGUAGES,
  PRODUCT_CATEGORIES,
  UPLOAD_IMAGE_TYPES,
  type AdminGift,
  type AdminProduct,
  type GiftCategory,
  type Language,
  type ProductCategory,
} from '@yuanfen/contract';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { FilePicker } from '../../../ui/FilePicker';
import { actionErrorKey } from '../action-error';
import { emptyLocalized, localizedBody, localizedDraft, parsePrice, type LocalizedDraft } from './catalogue-rules';
import { useCataloguePictureUpload, useSaveCatalogueItem, type CatalogueKind } from './catalogue.queries';

export type Item = (AdminGift & { kind: 'gifts' }) | (AdminProduct & { kind: 'products' });

interface Draft {
  category: string;
  price: string;
  vip: boolean;
  birthday: boolean;
  names: LocalizedDraft;
  descriptions: LocalizedDraft;
  /** The new picture's upload id and preview; null keeps the item's picture. */
  image: { id: number; url: string } | null;
}

const draftOf = (kind: CatalogueKind, item: Item | null): Draft => ({
  category: item?.category ?? (kind === 'gifts' ? GIFT_CATEGORIES[0] : PRODUCT_CATEGORIES[0]),
  price: item ? String(item.price) : '',
  vip: item?.kind === 'gifts' ? item.vip === 1 : false,
  birthday: item?.kind === 'gifts' ? item.birthday : false,
  names: item ? localizedDraft(item.names) : emptyLocalized(),
  descriptions: item ? localizedDraft(item.descriptions) : emptyLocalized(),
  image: null,
});

const langAttr = (language: Language) => (language === 'tw' ? 'zh-Hant' : language === 'zh' ? 'zh-Hans' : language);

/** Adds a gift or product, or edits one: picture, category, price, flags, and its name in each language. */
export function ItemForm({
  kind,
  item,
  onDone,
}: {
  kind: CatalogueKind;
  item: Item | null;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation(['admin']);
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(kind, item));
  const [tried, setTried] = useState(false);
  const upload = useCataloguePictureUpload();
  const save = useSaveCatalogueItem();
  const minPrice = kind === 'gifts' ? 0 : 1;
  const price = parsePrice(draft.price, minPrice);
  const names = localizedBody(draft.names);
  const missingName = !names.en;
  const missingPicture = !item && !draft.image;
  const preview = draft.image?.url ?? item?.src;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (price === null || missingName || missingPicture || upload.isPending) return;
    const common = {
      price,
      names: { ...names, en: names.en! },
      descriptions: localizedBody(draft.descriptions),
      ...(draft.image ? { image: draft.image.id } : {}),
    };
    const done = () => onDone(item ? t('catalogue.savedNotice') : t('catalogue.addedNotice'));
    if (kind === 'gifts') {
      const body = {
        ...common,
        category: draft.category as GiftCategory,
        vip: draft.vip ? (1 as const) : (0 as const),
        birthday: draft.birthday,
      };
      save.mutate(item ? { kind, id: item.id, body } : { kind, id: null, body: { ...body, image: draft.image!.id } }, {
        onSuccess: done,
      });
    } else {
      const body = { ...common, category: draft.category as ProductCategory };
      save.mutate(item ? { kind, id: item.id, body } : { kind, id: null, body: { ...body, image: draft.image!.id } }, {
        onSuccess: done,
      });
    }
  };

  const categories: readonly string[] = kind === 'gifts' ? GIFT_CATEGORIES : PRODUCT_CATEGORIES;
  const categoryLabel = (c: string) =>
    kind === 'gifts'
      ? t(`catalogue.giftCategories.${c as GiftCategory}`)
      : t(`catalogue.productCategories.${c as ProductCategory}`);
  const title = item
    ? t(kind === 'gifts' ? 'catalogue.editGift' : 'catalogue.editProduct')
    : t(kind === 'gifts' ? 'catalogue.newGift' : 'catalogue.newProduct');

  return (
    <form className="admin-form catalogue-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <div className="catalogue-form__picture">
        {preview ? (
          <img className="catalogue-form__preview" src={preview} alt="" width={96} height={96} />
        ) : (
          <span className="catalogue-form__preview catalogue-form__preview--empty" aria-hidden="true" />
        )}
        <div className={missingPicture && tried ? 'field field--error' : 'field'}>
          <FilePicker
            label={upload.isPending ? t('catalogue.uploading') : t('catalogue.choosePicture')}
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={upload.isPending}
            invalid={missingPicture && tried}
            describedBy={`${id}-picture-hint`}
            testId="catalogue-picture"
            onFiles={([file]) => {
              if (!file) return;
              upload.mutate(file, { onSuccess: (r) => setDraft((d) => ({ ...d, image: { id: r.id, url: r.url } })) });
            }}
          />
          <p id={`${id}-picture-hint`} className="muted">
            {t('catalogue.pictureHint')}
          </p>
          {upload.isError ? (
            <p className="field__error" role="alert">
              {t('catalogue.pictureRefused')}
            </p>
          ) : missingPicture && tried ? (
            <p className="field__error" role="alert">
              {t('catalogue.pictureRequired')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="catalogue-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            {t('catalogue.category')}
          </label>
          <select
            id={`${id}-category`}
            className="input"
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
            data-testid="catalogue-category"
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
        <div className={price === null && tried ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor={`${id}-price`}>
            {t('catalogue.price')}
          </label>
          <input
            id={`${id}-price`}
            className="input"
            inputMode="numeric"
            value={draft.price}
            aria-invalid={price === null && tried ? true : undefined}
            aria-describedby={price === null && tried ? `${id}-price-error` : undefined}
            onChange={(event) => setDraft({ ...draft, price: event.target.value })}
            data-testid="catalogue-price"
          />
          {price === null && tried ? (
            <p id={`${id}-price-error`} className="field__error" role="alert">
              {kind === 'gifts' ? t('catalogue.giftPriceInvalid') : t('catalogue.productPriceInvalid')}
            </p>
          ) : null}
        </div>
      </div>
      {kind === 'gifts' ? (
        <div className="admin-checks">
          <label>
            <input
              type="checkbox"
              checked={draft.vip}
              onChange={(event) => setDraft({ ...draft, vip: event.target.checked })}
            />
            {t('catalogue.vipFree')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={draft.birthday}
              onChange={(event) => setDraft({ ...draft, birthday: event.target.checked })}
            />
            {t('catalogue.birthday')}
          </label>
        </div>
      ) : (
        <p className="muted">{t('catalogue.flowerHint')}</p>
      )}
      <fieldset className="catalogue-form__names">
        <legend className="field__label">{t('catalogue.names')}</legend>
        {LANGUAGES.map((language) => (
          <div key={language} className={language === 'en' && missingName && tried ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor={`${id}-name-${language}`}>
              {language === 'en' ? t('catalogue.english') : LANGUAGE_NAMES[language]}
            </label>
            <input
              id={`${id}-name-${language}`}
              lang={langAttr(language)}
              className="input"
              maxLength={60}
              value={draft.names[language]}
              required={language === 'en'}
              aria-invalid={language === 'en' && missingName && tried ? true : undefined}
              onChange={(event) => setDraft({ ...draft, names: { ...draft.names, [language]: event.target.value } })}
              data-testid={`catalogue-name-${language}`}
            />
            {language === 'en' && missingName && tried ? (
              <p className="field__error" role="alert">
                {t('catalogue.englishRequired')}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>
      <details className="admin-details">
        <summary>{t('catalogue.descriptions')}</summary>
        {LANGUAGES.map((language) => (
          <div key={language} className="field">
            <label className="field__label" htmlFor={`${id}-description-${language}`}>
              {language === 'en' ? t('catalogue.english') : LANGUAGE_NAMES[language]}
            </label>
            <textarea
              id={`${id}-description-${language}`}
              lang={langAttr(language)}
              className="input admin-textarea"
              maxLength={300}
              value={draft.descriptions[language]}
              onChange={(event) =>
                setDraft({ ...draft, descriptions: { ...draft.descriptions, [language]: event.target.value } })
              }
            />
          </div>
        ))}
      </details>
      {save.isError ? (
        <p className="form__alert" role="alert">
          {t(actionErrorKey(save.error))}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="button" className="button button--ghost" onClick={() => onDone('')}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending || upload.isPending}
          data-testid="catalogue-save"
        >
          {item ? t('catalogue.save') : t('catalogue.add')}
        </button>
      </div>
    </form>
  );
}
