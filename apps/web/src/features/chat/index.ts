/** The chat button, the chat query keys and cache patches, and the drafts of the open composers. */
export { chatKeys, patchThread, refreshChatData } from './chat.queries';
export type { ConversationPages } from './chat.queries';
export { ChatButton } from './ChatButton';
export { longestTypedLength, saveOpenDrafts } from './open-composers';
