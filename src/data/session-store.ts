// The signed-in session as the app sees it. Accounts arrive with the backend issue; until then
// nobody is signed in, and screens already ask this store rather than assuming.
import { create } from 'zustand';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
}

interface SessionState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
}

export const useSession = create<SessionState>(() => ({ status: 'signed-out', user: null }));
