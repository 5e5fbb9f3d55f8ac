// Which facts answer a question: what it asks, read the way people write in three languages, and
// about what; the direct answer first, a second fact for broad questions, and a topic that answers
// the ask preferred over a slightly heavier one that does not.
import { describe, expect, it } from 'vitest';
import { foldQuestion } from './fold-text';
import { findFactTopic, pickFacts, readAsks } from './pick-facts';
import { FACT_TOPICS } from '../../content/assistant/assistant-facts';

const asks = (question: string) => readAsks(foldQuestion(question));
const topic = (question: string) => findFactTopic(foldQuestion(question), FACT_TOPICS)?.id;

describe('readAsks', () => {
  it.each([
    ['how much is the fee for a learners permit', 'cost'],
    ['cuánto vale sacar la licencia', 'cost'],
    ['学车笔试要多少钱', 'cost'],
    ['what papers should i bring to enroll my kid', 'documents'],
    ['qué documentos ocupo para la escuela', 'documents'],
    ['报名上学要带什么证件', 'documents'],
    ['how long does the landlord have to return it', 'how-long'],
    ['cuántos días tengo para apelar', 'how-long'],
    ['要多久才能拿到', 'how-long'],
    ['what number do i call about my unemployment', 'which-number'],
    ['what time does the office open on saturday', 'where-when'],
    ['can i get masshealth without papers', 'eligibility'],
    ['is that even legal?', 'law'],
    ['how old do you need to be for a permit', 'eligibility'],
    ['a partir de que edad se puede manejar', 'eligibility'],
    ['孩子几岁可以学车', 'eligibility'],
  ])('reads "%s" as asking %s first', (question, ask) => {
    expect(asks(question)[0]).toBe(ask);
  });

  it('reads nothing in a question that asks nothing recognisable', () => {
    expect(asks('real id')).toEqual([]);
  });
});

describe('findFactTopic', () => {
  it('finds a keyword loosely, with words between, when none is found as written', () => {
    // 'inscribir en la escuela' and 'register for school', with other words put in between.
    expect(topic('como inscribo al niño en la escuela')).toBe('school-enrollment');
    expect(topic('how do i register my kids for school')).toBe('school-enrollment');
    // Numbers and short words find nothing loosely: "2 1 1" is not in "2/3 + 1/6".
    expect(topic('me ayudas con la tarea? 2/3 + 1/6')).toBeUndefined();
  });

  it('prefers a keyword as written to one found loosely', () => {
    expect(topic('cuanto cuesta el examen del permiso de manejo')).toBe('learners-permit');
  });

  it.each([
    ['my landlord kept my deposit', 'security-deposit'],
    ['el dueño no me devuelve el depósito', 'security-deposit'],
    ['房东不退押金', 'security-deposit'],
    ['my boss is not paying me for 3 weeks', 'unpaid-wages'],
    ['hurt my back at work, can i get workers comp', 'workers-compensation'],
  ])('finds the topic of "%s": %s', (question, id) => {
    expect(topic(question)).toBe(id);
  });

  it('prefers a topic almost as heavy that answers the question asked', () => {
    // "road test" names the road test, but the hours of practice are a learner's permit fact.
    expect(topic('how many hours of practice driving before the road test')).toBe('learners-permit');
  });

  it('finds nothing in a question about nothing it covers', () => {
    expect(topic('what is the best pizza in boston')).toBeUndefined();
  });
});

describe('pickFacts', () => {
  const of = (question: string) => {
    const found = findFactTopic(foldQuestion(question), FACT_TOPICS);
    if (!found) throw new Error(`no topic for ${question}`);
    return pickFacts(question, found).facts;
  };

  it('answers the ask first', () => {
    const [first] = of('how much does the road test cost');
    expect(first!.asks[0]).toBe('cost');
    expect(first!.text.en).toMatch(/\$35/);
  });

  it('adds the topic’s next fact to a broad question, and keeps a precise one to the point', () => {
    expect(of('what are the rules about security deposits')).toHaveLength(2);
    expect(of('how much does the road test cost').every((fact) => fact.asks.includes('cost'))).toBe(true);
  });

  it('gives the topic’s first fact when the question asks nothing recognisable', () => {
    const found = findFactTopic(foldQuestion('security deposit'), FACT_TOPICS)!;
    expect(pickFacts('security deposit', found).facts[0]).toBe(found.facts[0]);
  });
});
