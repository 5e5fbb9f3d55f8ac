// Whose records the screens show and write: the signed-in person's, or the guest's on this device.
import { GUEST_OWNER } from './records';
import { currentUserId, useSession } from './session-store';

export function currentOwner(): string {
  return currentUserId() ?? GUEST_OWNER;
}

export function useCurrentOwner(): string {
  return useSession((state) => state.user?.id ?? GUEST_OWNER);
}
