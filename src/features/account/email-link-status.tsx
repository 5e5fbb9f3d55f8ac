// What a page opened from a mailed link (confirm, e-mail change) shows while the link is being
// traded for a session, and when there was no connection to do it: the same two states on both.
import type { LinkStage } from './use-email-link';

interface EmailLinkStatusProps {
  stage: LinkStage<unknown>;
  opening: string;
  offline: string;
  retryLabel: string;
  retry: () => void;
}

export function EmailLinkStatus({ stage, opening, offline, retryLabel, retry }: EmailLinkStatusProps) {
  if (stage.kind === 'checking') {
    return (
      <p role="status" className="account-card__status">
        <span className="account-spinner" aria-hidden="true" />
        {opening}
      </p>
    );
  }
  if (stage.kind !== 'offline') return null;
  return (
    <>
      <p className="form-alert" role="alert">
        {offline}
      </p>
      <button type="button" className="button" onClick={retry}>
        {retryLabel}
      </button>
    </>
  );
}
