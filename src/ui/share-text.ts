// Sharing text: the phone's share sheet where there is one, else the
// clipboard, else an e-mail draft. A share the person cancels is not an error and says nothing.

export type ShareOutcome = 'shared' | 'copied' | 'email' | 'cancelled';

export async function shareText({ title, text }: { title: string; text: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // Any other refusal (no permission, too long): fall through to the clipboard.
    }
  }
  if (await copyText(text)) return 'copied';
  window.location.href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`;
  return 'email';
}

/** True when the text is on the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
