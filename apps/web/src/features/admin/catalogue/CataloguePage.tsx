import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorKey } from '../action-error';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import './catalogue.css';
import { useAdminGifts, useAdminProducts, useSaveCatalogueItem, type CatalogueKind } from './catalogue.queries';
import { ExportButton } from '../ExportButton';
import { ItemForm, type Item } from './ItemForm';

function ItemRow({ item, onEdit, onToggle }: { item: Item; onEdit: () => void; onToggle: () => void }) {
  const { t, i18n } = useTranslation(['admin']);
  const name = item.names[i18n.language] ?? item.names.en ?? '';
  const category =
    item.kind === 'gifts'
      ? t(`catalogue.giftCategories.${item.category}`)
      : t(`catalogue.productCategories.${item.category}`);
  const flags = [
    item.kind === 'gifts' && item.vip === 1 ? t('catalogue.vipFreeTag') : null,
    item.kind === 'gifts' && item.birthday ? t('catalogue.birthdayTag') : null,
  ].filter(Boolean);
  return (
    <article
      className={`catalogue-item${item.active ? '' : ' catalogue-item--withdrawn'}`}
      data-testid="catalogue-item"
    >
      <img className="catalogue-item__thumb" src={item.thumb} alt="" width={56} height={56} loading="lazy" />
      <div className="catalogue-item__body">
        <p className="catalogue-item__name">{name}</p>
        <p className="muted">
          {category} · {t('catalogue.gold', { amount: item.price })}
          {flags.length ? ` · ${flags.join(' · ')}` : ''}
        </p>
      </div>
      <span className={`admin-tag admin-tag--${item.active ? 'published' : 'withdrawn'}`}>
        {item.active ? t('catalogue.onOffer') : t('catalogue.withdrawn')}
      </span>
      <div className="catalogue-item__actions">
        <button type="button" className="button button--secondary button--small" onClick={onEdit}>
          {t('catalogue.edit')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onToggle}>
          {item.active ? t('catalogue.withdraw') : t('catalogue.restore')}
        </button>
      </div>
    </article>
  );
}

/** /admin/catalogue: the gifts members send and the mall's products, with their pictures. */
export function CataloguePage() {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const kind: CatalogueKind = params.get('kind') === 'products' ? 'products' : 'gifts';
  const gifts = useAdminGifts(page, kind === 'gifts');
  const products = useAdminProducts(page, kind === 'products');
  const list = kind === 'gifts' ? gifts : products;
  const save = useSaveCatalogueItem();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [notice, setNotice] = useState('');
  const items: Item[] =
    kind === 'gifts'
      ? (gifts.data?.data ?? []).map((g) => ({ ...g, kind: 'gifts' as const }))
      : (products.data?.data ?? []).map((p) => ({ ...p, kind: 'products' as const }));

  const toggle = (item: Item) =>
    save.mutate(
      { kind: item.kind, id: item.id, body: { active: !item.active } },
      { onSuccess: () => setNotice(item.active ? t('catalogue.withdrawnNotice') : t('catalogue.restoredNotice')) },
    );

  return (
    <section className="card admin-card" aria-labelledby="admin-catalogue-title">
      <h1 id="admin-catalogue-title" className="page-title">
        {t('catalogue.title')}
      </h1>
      <p className="muted">{t('catalogue.hint')}</p>
      <div className="catalogue-tabs" role="group" aria-label={t('catalogue.title')}>
        {(['gifts', 'products'] as const).map((k) => (
          <button
            key={k}
            type="button"
            className={`button button--small ${k === kind ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={k === kind}
            onClick={() => {
              setEditing(null);
              setNotice('');
              update({ kind: k === 'gifts' ? undefined : k, page: 1 });
            }}
            data-testid={`catalogue-tab-${k}`}
          >
            {t(`catalogue.${k}`)}
          </button>
        ))}
      </div>
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      {editing ? (
        <ItemForm
          key={`${kind}-${editing.item?.id ?? 'new'}`}
          kind={kind}
          item={editing.item}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      ) : (
        <button
          type="button"
          className="button button--primary catalogue-add"
          onClick={() => {
            setNotice('');
            setEditing({ item: null });
          }}
          data-testid="catalogue-add"
        >
          {kind === 'gifts' ? t('catalogue.addGift') : t('catalogue.addProduct')}
        </button>
      )}
      {save.isError && !editing ? (
        <p className="form__alert" role="alert">
          {t(actionErrorKey(save.error))}
        </p>
      ) : null}
      <ExportButton list={kind} filter={{}} />
      <ListStatus query={list} empty={items.length === 0} emptyText={t('catalogue.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t(`catalogue.${kind}`)}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemRow
                item={item}
                onEdit={() => {
                  setNotice('');
                  setEditing({ item });
                  window.scrollTo({ top: 0 });
                }}
                onToggle={() => toggle(item)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={list.data?.next_page}
        busy={list.isFetching}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
