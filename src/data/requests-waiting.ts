// A flag in local storage while a guest's request for help waits on this phone to be sent. Its own
// tiny module so the app shell can read it without loading the device database.
const REQUESTS_WAITING_KEY = 'pali.requests-waiting';

export function requestsWaiting(): boolean {
  try {
    return window.localStorage.getItem(REQUESTS_WAITING_KEY) !== null;
  } catch {
    return false;
  }
}

export function markRequestsWaiting(waiting: boolean): void {
  try {
    if (waiting) window.localStorage.setItem(REQUESTS_WAITING_KEY, '1');
    else window.localStorage.removeItem(REQUESTS_WAITING_KEY);
  } catch {
    // Blocked storage: the request still waits in the database and goes with the next submit.
  }
}
