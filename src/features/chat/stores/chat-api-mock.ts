/**
 * The chat data layer (`../api`) as the store's tests see it: every function the store calls, as a
 * mock with no behaviour until chat-store-test-setup.ts gives it one. Each test file installs it with
 * `vi.mock('../api', () => import('./chat-api-mock'))` (a module that imports nothing, so the mock is
 * ready before the store loads the data layer).
 */
export const listConversations = vi.fn();
export const insertConversation = vi.fn();
export const startConversation = vi.fn();
export const renameConversation = vi.fn();
export const searchConversations = vi.fn();
export const listMessageFeedback = vi.fn();
export const setMessageFeedback = vi.fn();
export const updateConversationTitle = vi.fn();
export const deleteConversation = vi.fn();
export const listMessages = vi.fn();
export const insertMessage = vi.fn();
export const insertMessageMetrics = vi.fn();
export const uploadChatImages = vi.fn();
export const getImageDataUrl = vi.fn();
export const getSignedImageUrls = vi.fn();
export const cachedSignedImageUrls = vi.fn();
export const tutorMode = vi.fn();
export const requestTutorTurn = vi.fn();
export const clientTutorWritesEnabled = vi.fn();
export const requestDirectReply = vi.fn();
export const requestDirectTitle = vi.fn();
