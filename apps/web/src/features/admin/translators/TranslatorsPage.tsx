import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { Tabs } from '../../../ui/Tabs';
import { useListParams } from '../use-page-param';
import { tabFrom, TRANSLATOR_TABS, type TranslatorTab } from './translators-rules';
import './translators.css';
import { PayPanel } from './PayPanel';
import { PeoplePanel } from './PeoplePanel';
import { QualityPanel } from './QualityPanel';
import { QueuePanel } from './QueuePanel';

const PANELS: Record<TranslatorTab, typeof PeoplePanel> = {
  people: PeoplePanel,
  queue: QueuePanel,
  quality: QualityPanel,
  pay: PayPanel,
};

/**
 * /admin/translators: the translator-manager's section (issue 17, decisions 64 and 65) — translators and
 * their pairs, the paid queue, members' reports of human translations, and translators' pay. The tab and
 * each tab's filters live in the URL.
 */
export function TranslatorsPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const list = useListParams();
  const tab = tabFrom(list.params.get('tab'));
  const Panel = PANELS[tab];
  return (
    <section className="card admin-card admin-translators" aria-labelledby="admin-translators-title">
      <h1 id="admin-translators-title" className="page-title">
        {t('translators.title')}
      </h1>
      <Tabs
        tabs={TRANSLATOR_TABS}
        selected={tab}
        // Each tab has its own filters: switching starts from the tab's defaults.
        onSelect={(next) =>
          list.update({
            tab: next === 'people' ? '' : next,
            state: '',
            pair: '',
            q: '',
            month: '',
            page: 1,
          })
        }
        label={t('translators.title')}
        nameOf={(name) => t(`translators.tabs.${name}`)}
        testIdPrefix="admin-translators-tab"
        panelClassName="admin-translators__panel"
      >
        <Panel key={tab} session={session} list={list} />
      </Tabs>
    </section>
  );
}
