import type { VerificationGesture } from '@yuanfen/contract';

/** The picture of each gesture: emoji the phone and desktop fonts all draw, beside the spoken text. */
export const GESTURE_EMOJI: Record<VerificationGesture, string> = {
  thumbs_up: '👍',
  peace_sign: '✌️',
  hand_on_cheek: '🤚🙂',
  three_fingers: '3️⃣✋',
  ok_sign: '👌',
  open_palm: '✋',
  finger_on_chin: '🤔',
  raised_fist: '✊',
};
