// The local chat rule, in its five languages: a request to find services is answered on the
// phone with a canned reply that ends by sending the person to the map.
import { describe, expect, it } from 'vitest';
import { findServicesReply, isFindServicesRequest } from './find-services-rule';
import { parseReply } from './reply-markup';

describe('isFindServicesRequest', () => {
  it.each([
    'find services',
    'Can you help me FIND SERVICES near Lowell?',
    'I want to find a service',
    'buscar servicios',
    'Quiero encontrar servicios en Boston',
    'Busco servicios',
    '查找服务',
    '帮我找服务',
    '我想寻找服务',
    'quero encontrar serviços em Framingham',
    'Procurar serviço',
    'm ap chèche sèvis nan Brockton',
    'kote m ka jwenn sèvis',
  ])('is true for "%s"', (text) => expect(isFindServicesRequest(text)).toBe(true));

  it.each(['How do I find the RMV?', 'services for kids', 'servicios de salud', '服务时间是什么？'])('is false for "%s"', (text) =>
    expect(isFindServicesRequest(text)).toBe(false),
  );
});

describe('findServicesReply', () => {
  it.each([
    ['en', /city guide/i],
    ['es', /guía de la ciudad/i],
    ['zh', /城市指南/],
    ['pt', /guia da cidade/i],
    ['ht', /gid vil/i],
  ] as const)('answers in %s and ends with a redirect to /map', (language, words) => {
    const reply = findServicesReply(language);
    expect(reply.trimEnd().split('\n').at(-1)).toMatch(/^\[REDIRECT: \/map \| .+\]$/);
    const parsed = parseReply(reply);
    expect(parsed.text).toMatch(words);
    expect(parsed.redirects).toEqual([{ path: '/map', reason: expect.stringMatching(words) }]);
    expect(parsed.services).toEqual([]);
  });
});
