// `npm run pali -- ask "QUESTION" [--lang en|es|cn] [--json]`: run for real once (tsx in a child
// process, as a person runs it), the rest in-process, where it is quick.
import { describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../src/core/assistant/assistant-types';
import { runPali, runPaliInProcess } from '../tools/run-pali';

const pali = (...args: string[]) => runPali(args);
const inProcess = runPaliInProcess;

describe('pali ask', () => {
  it('prints the answer as JSON, in Chinese for a Chinese question', async () => {
    const run = await pali('ask', '移民局的人在我家门口，我该怎么办？', '--lang', 'cn', '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout) as AssistantAnswer;
    expect(Object.keys(answer).sort()).toEqual(['redirects', 'services', 'sources', 'text']);
    expect(answer.text).toMatch(/\p{Script=Han}/u);
    expect(answer.redirects).toContainEqual({ path: '/rights', reason: expect.stringMatching(/权利/) });
    expect(answer.services).toContainEqual({ type: 'LEGAL_SERVICE_NEEDED', urgency: 'URGENT', reason: expect.any(String) });
    expect(answer.sources.map((source) => source.id)).toContain('rights/atDoor');
  }, 30_000);

  it('answers in the question’s own language without --lang', async () => {
    const run = await inProcess('ask', '¿Cómo saco la licencia de conducir?', '--json');
    expect(run.code).toBe(0);
    // The license's facts lead, with their source, and the guides follow: all in Spanish.
    const { text } = JSON.parse(run.stdout) as AssistantAnswer;
    expect(text).toMatch(/^Desde julio de 2023, la Work and Family Mobility Act permite/);
    expect(text).toMatch(/Fuente: \[mass\.gov\]/);
    expect(text).toMatch(/Más en las guías de Pali:/);
  });

  it('reads a follow-up with the earlier messages given with --after', async () => {
    const alone = await inProcess('ask', 'and how much is it?', '--json');
    const followed = await inProcess('ask', 'and how much is it?', '--after', 'What papers do I need for a REAL ID?', '--json');
    expect(followed.code).toBe(0);
    expect((JSON.parse(alone.stdout) as AssistantAnswer).text).not.toMatch(/\$50/);
    expect((JSON.parse(followed.stdout) as AssistantAnswer).text).toMatch(/\$50/);
  });

  it('prints a readable answer without the markup, then the screens, the help and the guides', async () => {
    const run = await inProcess('ask', 'My landlord gave me a notice to quit', '--lang', 'en');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/\[(REDIRECT|SERVICE):/);
    expect(run.stdout).toMatch(/^Screens of Pali:\n/m);
    expect(run.stdout).toMatch(/^ {2}\/letter {2}Explain my letter/m);
    expect(run.stdout).toMatch(/^Help to reach:\n {2}LEGAL_SERVICE_NEEDED \(URGENT\)/m);
    expect(run.stdout).toMatch(/^Guides used:\n/m);
    expect(run.stdout).toMatch(/^ {2}letter\/notice-to-quit/m);
  });

  it.each([
    [['ask']],
    [['ask', '   ']],
    [['ask', 'one', 'two']],
    [['ask', 'Where is the RMV?', '--lang', 'fr']],
    [['ask', 'Where is the RMV?', '--lang']],
    [['ask', 'hi', '--colour']],
  ])('shows the usage and exits 2 for %j', async (args) => {
    const run = await inProcess(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run pali');
    expect(run.stderr).toContain('ask "QUESTION"');
  });
});
