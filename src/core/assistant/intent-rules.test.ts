// The intent rules: keywords of every language match whatever the reader's language, emergencies
// and urgent legal matters come first, a service type is suggested once at its most urgent, and an
// "unless" keyword switches an intent off.
import { describe, expect, it } from 'vitest';
import { guideMatches, matchIntents } from './intent-rules';

const ids = (question: string) => matchIntents(question).intents.map((intent) => intent.id);

describe('matchIntents', () => {
  it('reads a question in any of the three languages', () => {
    expect(ids('How do I schedule my road test?')).toContain('road-test');
    expect(ids('¿Cómo hago una cita para el examen de manejo?')).toContain('road-test');
    expect(ids('怎么预约路考？')).toContain('road-test');
  });

  it('puts emergencies first, then urgent legal matters, then the rest', () => {
    const found = ids('My landlord hits me and gave me an eviction notice');
    expect(found[0]).toBe('domestic-violence');
    expect(found.indexOf('eviction')).toBeLessThan(found.indexOf('housing'));
    expect(found.indexOf('eviction')).toBeLessThan(found.indexOf('letter'));
  });

  it('suggests each service type once, at its most urgent', () => {
    const { services } = matchIntents('I need a lawyer, ICE detained my brother');
    expect(services).toEqual([{ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT' }]);
    expect(matchIntents('I need a lawyer for my green card').services).toEqual([{ type: 'LEGAL_SERVICE_NEEDED', urgency: 'NORMAL' }]);
  });

  it('lets an "unless" keyword switch an intent off', () => {
    expect(ids('Is this an emergency?')).toContain('danger');
    expect(ids('Where is the emergency room?')).not.toContain('danger');
    expect(ids('I got a jury summons')).not.toContain('summons');
  });

  it('finds nothing in a question about nothing Pali knows', () => {
    expect(matchIntents('Purple elephants dancing on the moon')).toEqual({ intents: [], redirects: [], services: [], emergency: [], guides: [] });
  });
});

describe('guideMatches', () => {
  it('matches an id exactly, or by its start when the reference ends with *', () => {
    expect(guideMatches('rights/atDoor', 'rights/atDoor')).toBe(true);
    expect(guideMatches('rights/atDoor', 'rights/atDoorway')).toBe(false);
    expect(guideMatches('place/legal-*', 'place/legal-lowell-justice-center')).toBe(true);
    expect(guideMatches('place/legal-*', 'place/library-boston-central')).toBe(false);
  });
});
