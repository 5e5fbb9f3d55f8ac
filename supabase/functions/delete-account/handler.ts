// `delete-account`: a signed-in person deletes their account. First their uploaded letters go
// (through the storage API), then the account itself (auth admin), which cascades to every row of
// theirs in every table. Answers `{ deleted: true, files }`.
// Rules: only a person with a live session may delete, and only themselves (the id comes from
// their verified JWT, confirmed with the auth server, never from the body); their files are
// removed as themselves (the storage policies decide), and only the account itself needs the
// service role; if any file cannot be removed the account stays, so a retry can finish the job; an
// account the auth admin no longer finds counts as deleted. Once it is gone its old token is
// refused everywhere (a retry after a lost answer gets 401), and a file uploaded with that token
// in the moment between is removed by sweep-letter-uploads.
import type { FunctionContext } from '../_shared/function-context.ts';
import { callerClient } from '../_shared/caller-client.ts';
import { errorResponse, json } from '../_shared/json.ts';
import { confirmPerson } from '../_shared/live-person.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { removeLetterUploads } from './letter-uploads.ts';

export async function handleDeleteAccount(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'DELETE') return errorResponse(405, 'Use POST.', 'method_not_allowed');
  const person = await confirmPerson(context, 'Sign in to delete your account.');
  if (!person.ok) return person.response;
  const sub = person.userId;

  let files: number;
  try {
    files = await removeLetterUploads(callerClient(context).storage, sub);
  } catch (error) {
    console.error(`delete-account: files of ${sub} could not be removed:`, error instanceof Error ? error.message : error);
    return errorResponse(500, 'Your uploaded letters could not be deleted, so your account was kept. Please try again.', 'files_not_deleted');
  }
  const { error } = await serviceClient(context).auth.admin.deleteUser(sub);
  if (error && error.status !== 404) {
    console.error(`delete-account: the account ${sub} could not be deleted:`, error.message);
    return errorResponse(500, 'Your account could not be deleted. Please try again.', 'account_not_deleted');
  }
  return json({ deleted: true, files });
}
