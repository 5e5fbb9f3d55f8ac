// One made-up person's answers to the pack's intake, every field filled, for the letter tests and
// the packet benchmark: accents included, since real names have them.
import type { Intake } from '../../src/core/pack/intake';

export const SAMPLE_INTAKE: Required<Intake> = {
  fullName: 'Ana Pérez',
  dob: '1990-03-14',
  phone: '(617) 555-0142',
  address: '12 Elm Street',
  unit: '3B',
  city: 'Chelsea',
  zip: '02150',
  preferredLanguage: 'Spanish',
  hostName: 'Rosa Martínez',
  hostRelationship: 'cousin',
  moveInDate: '2025-09-01',
  employerName: 'Harbor Cleaning LLC',
  employerContact: 'Jim Doyle, 617-555-0199',
  childName: 'Lucas Pérez',
  childDOB: '2016-11-22',
  childGrade: '4',
};

/** The day the sample packet is made (10 AM in Massachusetts). */
export const SAMPLE_TODAY = new Date('2026-11-22T15:00:00Z');
