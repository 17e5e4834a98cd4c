import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslatorTask } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Spinner } from '../../ui/Spinner';
import { languageName } from './language-names';
import { useAnswerMutation, useClaimMutation, useTranslatorQueue, useTranslatorStatus } from './translation.queries';
import './translation.css';

const pairName = (pair: string, ui: string) =>
  pair
    .split('-')
    .map((code) => languageName(code, ui))
    .join(' → ');

/** One request: its text and languages; open ones can be taken, taken ones answered. */
function TaskCard({ task }: { task: TranslatorTask }) {
  const { t, i18n } = useTranslation('translation');
  const claim = useClaimMutation();
  const answer = useAnswerMutation();
  const [text, setText] = useState('');
  const fieldId = useId();
  const deadline = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(task.deadline_at),
  );
  const target = languageName(task.target, i18n.language);
  return (
    <li className="card task-card" data-testid="translation-task" data-task-id={task.id} data-status={task.status}>
      <header className="task-card__head">
        <span className="task-card__pair">
          {languageName(task.source ?? '', i18n.language)} → {target}
        </span>
        <span className={`task-card__status task-card__status--${task.status}`}>
          {t(`queue.status.${task.status}`)}
        </span>
      </header>
      <p className="task-card__content" lang={task.source ?? undefined}>
        {task.content}
      </p>
      <p className="task-card__facts">
        <span className="task-card__earning">{t('queue.earning', { count: task.earning })}</span>
        <span>{t('queue.chars', { count: task.chars })}</span>
        {task.status === 'open' || task.status === 'claimed' ? (
          <span>{t('queue.deadline', { time: deadline })}</span>
        ) : null}
      </p>
      {task.status === 'open' ? (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={claim.isPending}
          // A refused claim is told by the global toast, by its reason: already_claimed ("Another translator
          // took this request"), request_expired or own_request.
          onClick={() => claim.mutate(task.id)}
          data-testid="task-claim"
        >
          {t('queue.claim')}
        </button>
      ) : null}
      {task.can.answer ? (
        <form
          className="task-card__answer"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            answer.mutate(
              { id: task.id, content: text.trim() },
              { onSuccess: () => useUiStore.getState().showToast(t('queue.delivered'), 'success') },
            );
          }}
        >
          <label htmlFor={fieldId} className="field__label">
            {t('queue.answerLabel', { language: target })}
          </label>
          <textarea
            id={fieldId}
            className="input task-card__input"
            rows={3}
            lang={task.target}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="task-answer"
          />
          <button
            type="submit"
            className="button button--primary button--small"
            disabled={answer.isPending || !text.trim()}
            data-testid="task-send"
          >
            {t('queue.send')}
          </button>
        </form>
      ) : null}
      {task.status === 'done' && task.answer ? (
        <p className="task-card__delivered" lang={task.target}>
          {task.answer}
        </p>
      ) : null}
    </li>
  );
}

/** The translator's queue: requests in their language pairs, live (the `ask` event). */
export function TranslatorQueuePage() {
  const { t, i18n } = useTranslation(['translation', 'nav']);
  const status = useTranslatorStatus();
  const isTranslator = status.data?.translator === true;
  const queue = useTranslatorQueue(isTranslator);
  return (
    <div className="stack translator-queue" data-testid="translator-queue">
      <header className="users-page__head">
        <h1 className="page-title">{t('queue.title')}</h1>
        <p className="settings-lead">{t('queue.lead')}</p>
      </header>
      {status.isPending ? <Spinner /> : null}
      {status.data && !isTranslator ? <p className="card">{t('queue.notTranslator')}</p> : null}
      {isTranslator ? (
        <p className="translator-queue__pairs">
          {t('queue.pairs', { pairs: status.data!.pairs.map((p) => pairName(p, i18n.language)).join(', ') })}
        </p>
      ) : null}
      {queue.isPending && isTranslator ? <Spinner /> : null}
      {queue.data && queue.data.data.length === 0 ? (
        <p className="card translator-queue__empty">{t('queue.empty')}</p>
      ) : null}
      {queue.data && queue.data.data.length > 0 ? (
        <ul className="translator-queue__list" role="list">
          {queue.data.data.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
