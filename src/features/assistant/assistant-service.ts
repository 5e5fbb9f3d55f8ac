// What the chat loads only when it is needed, each module once (one cached promise per module:
// a module imported twice at the same moment could otherwise arrive twice, vitest #7040):
// - the server call (supabase-js), at the first send;
// - the device's conversations (Dexie), for a signed-in person;
// - the "find services" rule, at each send (small);
// - the on-device engine and its content, only offline;
// - the markdown renderer, in idle time after the first paint (the empty chat does not need it).
// A failed load (offline on a first visit) is forgotten, so the next call tries again (core/once).
import { once } from '../../core/once';

type ChatService = typeof import('../../data/assistant-chat');
type ConversationStore = typeof import('../../data/conversations');
type FindServicesRule = typeof import('../../core/assistant/find-services-rule');
type DeviceAssistant = typeof import('../../core/assistant/answer-question');

export const loadChatService = once<ChatService>(() => import('../../data/assistant-chat'));
export const loadConversationStore = once<ConversationStore>(() => import('../../data/conversations'));
export const loadFindServicesRule = once<FindServicesRule>(() => import('../../core/assistant/find-services-rule'));
export const loadDeviceAssistant = once<DeviceAssistant>(() => import('../../core/assistant/answer-question'));
