// The arrival on a page an auth e-mail links to (/auth?mode=confirm, ?mode=email-change): the token
// is read from the fragment, removed from the address bar and the history at once (it works once,
// and must not be shared by a copied address), and traded with the server once, even when React
// runs effects twice. A link opened while the page is already showing (only the fragment changes)
// is traded too. "Try again" after a lost connection trades the same token again.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readEmailLink } from './email-link';

/** `no-token`: arrived without a usable link; `reported` when the link said it was spent (a hosted project's #error_code). */
export type LinkStage<Outcome> = { kind: 'checking' } | { kind: 'offline' } | { kind: 'done'; outcome: Outcome } | { kind: 'no-token'; reported: boolean };

type TokenLink = { tokenHash: string; type: string };

/** `open` trades the token: its outcome, or 'offline' when the server could not be reached. */
export function useEmailLink<Outcome>(mode: string, types: readonly string[], open: (tokenHash: string, type: string) => Promise<Outcome | 'offline'>) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [seenHash, setSeenHash] = useState('');
  const [token, setToken] = useState<TokenLink | null>(null);
  const [stage, setStage] = useState<LinkStage<Outcome>>({ kind: 'no-token', reported: false });
  const traded = useRef<string | null>(null);

  // A new fragment is read as it renders (React's "adjust state when a prop changes").
  if (hash && hash !== seenHash) {
    setSeenHash(hash);
    const arrived = readEmailLink(hash, types);
    const arrivedToken = arrived && 'tokenHash' in arrived ? arrived : null;
    setToken(arrivedToken);
    setStage(arrivedToken ? { kind: 'checking' } : { kind: 'no-token', reported: arrived !== null });
  }

  const trade = async (link: TokenLink) => {
    const outcome = await open(link.tokenHash, link.type);
    setStage(outcome === 'offline' ? { kind: 'offline' } : { kind: 'done', outcome });
  };

  useEffect(() => {
    // The token leaves the address at once; an empty fragment is this page having taken it out.
    if (hash) navigate({ pathname: '/auth', search: `?mode=${mode}` }, { replace: true });
  }, [hash, mode, navigate]);

  useEffect(() => {
    if (!token || traded.current === token.tokenHash) return;
    traded.current = token.tokenHash;
    void trade(token);
    // Each token once; `open` is fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const retry = () => {
    if (!token) return;
    setStage({ kind: 'checking' });
    void trade(token);
  };
  return { stage, retry };
}
