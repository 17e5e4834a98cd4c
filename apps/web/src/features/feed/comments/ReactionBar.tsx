import { useTranslation } from 'react-i18next';
import { REACTION_EMOJI, type FeedItem } from '@yuanfen/contract';
import { Popover } from '../../../ui/Popover';
import { useReaction } from './comments.queries';
import { reactionChips } from './reactions';

/**
 * The post's reactions: a chip per emoji someone chose, with its count (the member's own one pressed:
 * pressing it again takes it back, pressing another moves it there), and the picker of the six emoji.
 * Visitors see the counts only.
 */
export function ReactionBar({ item, signedIn }: { item: FeedItem; signedIn: boolean }) {
  const { t } = useTranslation('feed');
  const reaction = useReaction(item);
  const chips = reactionChips(item.reactions);
  const choose = (emoji: (typeof REACTION_EMOJI)[number]) => reaction.mutate(item.my_reaction === emoji ? null : emoji);
  return (
    <div className="reaction-bar" role="group" aria-label={t('reactions.label')} data-testid="reaction-bar">
      {chips.map(({ emoji, count }) =>
        signedIn ? (
          <button
            key={emoji}
            type="button"
            className="reaction-chip"
            aria-pressed={item.my_reaction === emoji}
            aria-label={`${emoji} ${count}`}
            title={item.my_reaction === emoji ? t('reactions.remove') : undefined}
            disabled={reaction.isPending}
            onClick={() => choose(emoji as (typeof REACTION_EMOJI)[number])}
            data-testid={`reaction-chip-${emoji}`}
          >
            <span aria-hidden="true">{emoji}</span> {count}
          </button>
        ) : (
          <span key={emoji} className="reaction-chip" data-testid={`reaction-chip-${emoji}`}>
            <span aria-hidden="true">{emoji}</span> {count}
          </span>
        ),
      )}
      {signedIn ? (
        <Popover
          align="start"
          label={t('reactions.pick')}
          className="reaction-picker"
          trigger={(props) => (
            <button
              type="button"
              className="reaction-add"
              aria-label={t('reactions.pick')}
              data-testid="reaction-add"
              {...props}
            >
              <span aria-hidden="true">☺</span>
              <span className="reaction-add__text">{t('reactions.react')}</span>
            </button>
          )}
        >
          {(close) => (
            <ul className="reaction-picker__list" role="list">
              {REACTION_EMOJI.map((emoji) => (
                <li key={emoji}>
                  <button
                    type="button"
                    className="reaction-picker__emoji"
                    aria-pressed={item.my_reaction === emoji}
                    onClick={() => {
                      close();
                      choose(emoji);
                    }}
                    data-testid={`reaction-pick-${emoji}`}
                  >
                    {emoji}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover>
      ) : null}
    </div>
  );
}
