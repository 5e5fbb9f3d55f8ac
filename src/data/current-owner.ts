// Whose records the screens show and write: the signed-in person's, or the guest's on this device.
import { currentUserId, useSession } from './session-store';
import { GUEST_OWNER } from './owners';

export function currentOwner(): string {
  return currentUserId() ?? GUEST_OWNER;
}

export function useCurrentOwner(): string {
  return useSession((state) => state.user?.id ?? GUEST_OWNER);
}
