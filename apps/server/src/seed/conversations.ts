/**
 * Demo conversations of the demo login, so a fresh install opens on a chat list with replies waiting:
 * two unread conversations (one with a photo) and one the demo member answered last. Everyone writes in
 * their own language: Marco in Italian, Kenji in Japanese, Ethan and the demo member in English; the seed's
 * translation memory (translations/conversations.ts) shows each line in the reader's language.
 */
import type { DbOrTx } from '../db/client';
import { chatRepo, pairOf } from '../modules/chat/chat.repo';
import { notificationRepo } from '../modules/notification/notification.repo';
import type { Storage } from '../platform/storage';
import { DEMO_MEMBER, MEMBERS } from './members';
import { attachMessagePhoto, seedMessagePhoto } from './photos';
import type { SceneKind } from './scenes';

interface Line {
  from: 'them' | 'me';
  text: string;
  minutesAgo: number;
  photo?: SceneKind;
}

export const DEMO_CONVERSATIONS: readonly { with: string; lines: readonly Line[] }[] = [
  {
    with: 'Marco_Bianchi',
    lines: [
      {
        from: 'them',
        minutesAgo: 1800,
        text: 'Ciao Lily! Ti scrivo in italiano, tanto Yuanfen traduce tutto [laugh] Il tuo profilo mi ha fatto sorridere.',
      },
      {
        from: 'me',
        minutesAgo: 1770,
        text: 'Ciao Marco! No problem, your messages come through in perfect English. Are you in Milan?',
      },
      {
        from: 'them',
        minutesAgo: 1700,
        text: 'Sì, Milano! Se passi da queste parti, ti porto a mangiare il gelato più buono della città [love]',
      },
      { from: 'me', minutesAgo: 1690, text: "Deal! I'm learning a bit of Italian, by the way: grazie mille [wink]" },
    ],
  },
  {
    with: 'Ethan_Brooks',
    lines: [
      {
        from: 'them',
        minutesAgo: 2900,
        text: 'Hi Lily! I saw you like hiking too [smile] Done any good trails lately?',
      },
      {
        from: 'me',
        minutesAgo: 2880,
        text: 'Hi Ethan! Yes, the coastal path last weekend. The views were worth every step [sun]',
      },
      {
        from: 'them',
        minutesAgo: 180,
        text: 'That sounds amazing. Up for a walk next Saturday? I know a great café at the end of a trail [coffee]',
      },
    ],
  },
  {
    with: 'Kenji_Sato',
    lines: [
      {
        from: 'them',
        minutesAgo: 40,
        text: 'リリーさん、はじめまして！大阪からこんばんは。今夜のベランダからの眺めです[moon]',
        photo: 'night',
      },
    ],
  },
];

/**
 * Writes the conversations message by message the way sending does (threads, unread counts), with their
 * own times; whoever answers has read what came before. The message counters end as the threads' sums.
 */
export async function seedConversations(
  tx: DbOrTx,
  storage: Storage,
  demoId: number,
  idOf: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const unread = new Map<number, number>();
  for (const conversation of DEMO_CONVERSATIONS) {
    const peerId = idOf.get(conversation.with);
    if (peerId === undefined) continue;
    // Each line in its writer's language, as detection stores it for a sent message.
    const peerLanguage = MEMBERS.find((m) => m.name === conversation.with)?.language ?? 'en';
    for (const [n, line] of conversation.lines.entries()) {
      const [sender, recipient] = line.from === 'me' ? [demoId, peerId] : [peerId, demoId];
      const at = new Date(now.getTime() - line.minutesAgo * 60_000);
      const own = await chatRepo.thread(tx, sender, recipient);
      if (own?.unread) {
        unread.set(sender, (unread.get(sender) ?? 0) - own.unread);
        await chatRepo.updateThread(tx, own.id, {
          unread: 0,
          last_read_at: at,
          last_read_message_id: own.last_message_id ?? 0,
        });
      }
      const photoId = line.photo
        ? await seedMessagePhoto(tx, storage, {
            userId: sender,
            folder: 'public',
            seed: `${conversation.with}:message:${n}`,
            kind: line.photo,
          })
        : null;
      const { low, high } = pairOf(sender, recipient);
      const message = await chatRepo.insertMessage(tx, {
        sender_id: sender,
        recipient_id: recipient,
        pair_low: low,
        pair_high: high,
        content: line.text,
        lang: line.from === 'me' ? DEMO_MEMBER.language : peerLanguage,
        upload_ids: photoId === null ? [] : [photoId],
        created_at: at,
        // History, not news: nobody is told of it again.
        published_at: at,
      });
      if (photoId !== null) await attachMessagePhoto(tx, photoId, message.id);
      await chatRepo.touchSenderThread(tx, message);
      await chatRepo.touchRecipientThread(tx, message);
      unread.set(recipient, (unread.get(recipient) ?? 0) + 1);
    }
  }
  for (const [userId, total] of unread) {
    if (total > 0) await notificationRepo.raise(tx, userId, 'message', total);
  }
}
