import { describe, expect, it } from 'vitest';
import { parseReply, redirectMarkup, serviceMarkup } from './reply-markup';

describe('parseReply', () => {
  it('removes both markers and returns what they ask for', () => {
    const reply = 'Bring your passport.\n\n[REDIRECT: /eligibility?task=mass-id | Check if you are ready]\n[SERVICE: RMV_SERVICE_NEEDED | NORMAL | Book a road test]';
    expect(parseReply(reply)).toEqual({
      text: 'Bring your passport.',
      redirects: [{ path: '/eligibility?task=mass-id', reason: 'Check if you are ready' }],
      services: [{ type: 'RMV_SERVICE_NEEDED', urgency: 'NORMAL', reason: 'Book a road test' }],
    });
  });

  it('reads markers in any case and spacing, inside a sentence too', () => {
    const parsed = parseReply('See the map [redirect:/map?category=legal|Legal aid near you] today. [ Service : legal_service_needed | urgent | ICE letter ]');
    expect(parsed.text).toBe('See the map  today.');
    expect(parsed.redirects).toEqual([{ path: '/map?category=legal', reason: 'Legal aid near you' }]);
    expect(parsed.services).toEqual([{ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT', reason: 'ICE letter' }]);
  });

  it('keeps only paths inside Pali, once each', () => {
    const parsed = parseReply('[REDIRECT: https://evil.example | x][REDIRECT: //evil.example/x | y][REDIRECT: javascript:alert(1) | z][REDIRECT: /map | a][REDIRECT: /map | b]');
    expect(parsed.redirects).toEqual([{ path: '/map', reason: 'a' }]);
    expect(parsed.text).toBe('');
  });

  it('keeps a reason that itself contains a bar', () => {
    expect(parseReply('[SERVICE: MEDICAL_SERVICE_NEEDED | NORMAL | fever | cough]').services[0]?.reason).toBe('fever | cough');
  });

  it('leaves ordinary brackets and markdown links alone', () => {
    const text = 'Call [the hotline](tel:988) or read [section 2].';
    expect(parseReply(text).text).toBe(text);
  });

  it('hides a marker still being written while streaming, and only then', () => {
    for (const partial of ['Go here. [', 'Go here. [RED', 'Go here. [REDIRECT: /ma', 'Go here. [SERVICE: LEGAL_SERVICE_NEEDED | URG']) {
      expect(parseReply(partial, { streaming: true }).text).toBe('Go here.');
    }
    expect(parseReply('Go here. [see note', { streaming: true }).text).toBe('Go here. [see note');
    expect(parseReply('Go here. [RED', { streaming: false }).text).toBe('Go here. [RED');
  });

  it('writes markup the parser reads back, without a reason breaking it', () => {
    const redirect = { path: '/rights', reason: 'Your rights | at the door]' };
    const service = { type: 'SCHOOL_SERVICE_NEEDED', urgency: 'NORMAL', reason: 'enrol\nyour child' };
    const parsed = parseReply(`${redirectMarkup(redirect)}\n${serviceMarkup(service)}`);
    expect(parsed.redirects).toEqual([{ path: '/rights', reason: 'Your rights   at the door' }]);
    expect(parsed.services).toEqual([{ type: 'SCHOOL_SERVICE_NEEDED', urgency: 'NORMAL', reason: 'enrol your child' }]);
  });
});
