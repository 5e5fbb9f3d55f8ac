// A chat message: role and content, where
// content is a string or a list of text and image parts (images as data URLs). One definition for
// the engine, the function and the device's records (src/data/records.ts re-exports it).
export type ChatContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string | ChatContentPart[];
}
