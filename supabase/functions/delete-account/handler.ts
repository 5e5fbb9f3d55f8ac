// `delete-account`: a signed-in person deletes their account. First their uploaded letters go
// (through the storage API), then the account itself (auth admin), which cascades to every row of
// theirs in every table. Answers `{ deleted: true, files }`.
// Rules: only a person may delete, and only themselves (the id comes from their verified JWT,
// never from the body); if any file cannot be removed the account stays, so a retry can finish
// the job; an account that is already gone counts as deleted (a retry after a lost answer).
import type { FunctionContext } from '../_shared/function-context.ts';
import { errorResponse, json } from '../_shared/json.ts';
import { serviceClient } from '../_shared/service-client.ts';
import { removeLetterUploads } from './letter-uploads.ts';

export async function handleDeleteAccount(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method !== 'POST' && request.method !== 'DELETE') return errorResponse(405, 'Use POST.', 'method_not_allowed');
  const { role, sub } = context.claims;
  if (role !== 'authenticated' || !sub) return errorResponse(401, 'Sign in to delete your account.', 'not_signed_in');

  const client = serviceClient(context);
  let files: number;
  try {
    files = await removeLetterUploads(client.storage, sub);
  } catch (error) {
    console.error(`delete-account: files of ${sub} could not be removed:`, error instanceof Error ? error.message : error);
    return errorResponse(500, 'Your uploaded letters could not be deleted, so your account was kept. Please try again.', 'files_not_deleted');
  }
  const { error } = await client.auth.admin.deleteUser(sub);
  if (error && error.status !== 404) {
    console.error(`delete-account: the account ${sub} could not be deleted:`, error.message);
    return errorResponse(500, 'Your account could not be deleted. Please try again.', 'account_not_deleted');
  }
  return json({ deleted: true, files });
}
