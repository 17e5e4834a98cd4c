/** The emoji picker and its insert hook, a member's timeline posts, the feed page type and `timeAgo`. */
export { EmojiPicker } from './EmojiPicker';
export type { FeedPage } from './feed.queries';
export { timeAgo } from './time-ago';
export { TimelinePosts } from './TimelinePosts';
export { useEmojiInsert } from './use-emoji-insert';
