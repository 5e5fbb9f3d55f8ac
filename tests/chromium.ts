// How every test tool here starts Debian's Chromium (there is no browser download on these
// machines). The flags stop Chromium's own background traffic: the network is closed, and a test
// must never depend on it anyway.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
