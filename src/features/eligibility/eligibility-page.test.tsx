// @vitest-environment happy-dom
// The eligibility screen as a reader uses it: the three groups, an unknown task, answering every
// question (or being told to), the result with its actions, and the activity for signed-in people.
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { ELIGIBILITY_TASKS } from '../../content/eligibility';
import { recordActivityWhenSignedIn } from '../../data/activity';
import { EligibilityPage } from './eligibility-page';
import { eligibilityPack } from './eligibility-pack';

// The route downloads the page's content with its code (app-routes.tsx).
beforeAll(() => eligibilityPack.load('en'));

vi.mock('../../data/activity', () => ({ recordActivityWhenSignedIn: vi.fn(async () => null) }));

const MASS_ID = ELIGIBILITY_TASKS.find((task) => task.id === 'mass-id')!;
const WALK_IN = ELIGIBILITY_TASKS.find((task) => task.id === 'walk-in')!;

const renderAt = (path: string) => renderScreen(path, <Route path="/eligibility" element={<EligibilityPage />} />);
const questionGroups = () => screen.getAllByRole('group');

async function answerAll(user: Awaited<ReturnType<typeof renderAt>>['user'], pick: (questionId: string) => 'Yes' | 'No', task = MASS_ID) {
  const groups = questionGroups();
  for (const [index, question] of task.questions.entries()) await user.click(within(groups[index]!).getByRole('radio', { name: pick(question.id) }));
}

beforeEach(() => vi.clearAllMocks());

describe('Eligibility checks', () => {
  it('lists the ten tasks in the spec’s three groups, each linking to its check, and the info cards', async () => {
    await renderAt('/eligibility');
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Eligibility Checks' })).toBeTruthy();
    const groups = ['IDs & Driving', 'Health & Insurance', 'School Enrollment'].map((name) => screen.getByRole('region', { name }));
    const titles = groups.map((group) =>
      within(group)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    );
    const byGroup = (group: string) => ELIGIBILITY_TASKS.filter((task) => task.group === group).map((task) => task.title.en);
    expect(titles).toEqual([byGroup('ids'), byGroup('health'), byGroup('school')]);
    expect(titles.flat()).toHaveLength(10);
    expect(screen.getByRole('link', { name: `Check: ${MASS_ID.title.en}` }).getAttribute('href')).toBe('/eligibility?task=mass-id');
    expect(within(screen.getByRole('region', { name: 'Good to know' })).getAllByRole('article')).toHaveLength(3);
  });

  it('says Task Not Found for an unknown task, with the way back to Book & Prepare', async () => {
    await renderAt('/eligibility?task=casino');
    expect(screen.getByRole('heading', { name: 'Task Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Book & Prepare' }).getAttribute('href')).toBe('/appointment');
  });

  it('asks for every answer before checking, and marks the ones missing', async () => {
    const { user } = await renderAt('/eligibility?task=mass-id');
    expect(screen.getByRole('heading', { name: 'Answer These Questions' })).toBeTruthy();
    expect(screen.getByText('This will take less than a minute.')).toBeTruthy();
    await user.click(within(questionGroups()[0]!).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    expect(screen.getByRole('alert').textContent).toBe('Please answer all questions');
    const invalid = questionGroups().filter((group) => group.getAttribute('aria-invalid') === 'true');
    expect(invalid).toHaveLength(MASS_ID.questions.length - 1);
    expect(document.activeElement).toBe(within(questionGroups()[1]!).getByRole('radio', { name: 'Yes' }));
    expect(recordActivityWhenSignedIn).not.toHaveBeenCalled();
  });

  it('shows You’re Ready! with the next steps and the actions, and records the check', async () => {
    const { user } = await renderAt('/eligibility?task=mass-id');
    await answerAll(user, () => 'Yes');
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    const result = screen.getByRole('region', { name: "You're Ready!" });
    expect(result.className).toContain('eligibility-result--ready');
    expect(document.activeElement).toBe(within(result).getByRole('heading', { level: 2 }));
    expect(within(result).getByText(MASS_ID.results.ready.message.en)).toBeTruthy();
    expect(within(result).getAllByRole('listitem')).toHaveLength(MASS_ID.results.ready.nextSteps.length);
    expect(within(result).getByRole('link', { name: 'View Offices & Book' }).getAttribute('href')).toBe('/appointment?task=mass-id');
    expect(recordActivityWhenSignedIn).toHaveBeenCalledWith({
      activity_type: `Eligibility Check: ${MASS_ID.title.en}`,
      activity_description: MASS_ID.results.ready.message.en,
      metadata: { task: 'mass-id', status: 'ready' },
    });

    const print = vi.fn();
    window.print = print;
    await user.click(within(result).getByRole('button', { name: 'Print Results' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(within(result).getByRole('button', { name: 'Check Again' }));
    expect(screen.queryByRole('region', { name: "You're Ready!" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check My Eligibility' })).toBeTruthy();
  });

  it('shows Not Quite Ready when fewer than three answers are yes', async () => {
    const { user } = await renderAt('/eligibility?task=mass-id');
    await answerAll(user, () => 'No');
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    expect(screen.getByRole('region', { name: 'Not Quite Ready' }).className).toContain('eligibility-result--not-ready');
  });

  it('sends an emergency to the emergency room or 911', async () => {
    const { user } = await renderAt('/eligibility?task=walk-in');
    await answerAll(user, (id) => (id === 'urgent' ? 'No' : 'Yes'), WALK_IN);
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    const result = screen.getByRole('region', { name: 'Not Quite Ready' });
    expect(within(result).getByText(WALK_IN.results['not-ready'].message.en).textContent).toMatch(/911|emergency room/i);
    // Only the emergency actions: nothing here suggests booking a visit instead.
    expect(within(result).getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(within(result).getByRole('link', { name: 'Find an emergency room' }).getAttribute('href')).toBe('/map?category=clinic');
    expect(within(result).queryByRole('link', { name: 'View Offices & Book' })).toBeNull();
    expect(within(result).queryByRole('button', { name: 'Print Results' })).toBeNull();
  });

  it('says plainly why all no answers still give the result the rules choose', async () => {
    const RECORDS = ELIGIBILITY_TASKS.find((task) => task.id === 'records')!;
    const { user } = await renderAt('/eligibility?task=records');
    await answerAll(user, () => 'No', RECORDS);
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    const result = screen.getByRole('region', { name: 'Likely Ready' });
    expect(within(result).getByText(/^You answered no to every question/).textContent).toBe(RECORDS.results.likely.allNoRationale!.en);
    expect(within(result).queryByText(RECORDS.results.likely.rationale.en)).toBeNull();
  });

  it('keeps the usual rationale when some answers are yes', async () => {
    const RECORDS = ELIGIBILITY_TASKS.find((task) => task.id === 'records')!;
    const { user } = await renderAt('/eligibility?task=records');
    await answerAll(user, (id) => (id === 'school' ? 'Yes' : 'No'), RECORDS);
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    expect(within(screen.getByRole('region', { name: 'Likely Ready' })).getByText(RECORDS.results.likely.rationale.en)).toBeTruthy();
  });

  it('explains why all no on the immunization check means ready', async () => {
    const IMMUNIZATION = ELIGIBILITY_TASKS.find((task) => task.id === 'immunization')!;
    const { user } = await renderAt('/eligibility?task=immunization');
    await answerAll(user, () => 'No', IMMUNIZATION);
    await user.click(screen.getByRole('button', { name: 'Check My Eligibility' }));
    expect(within(screen.getByRole('region', { name: "You're Ready!" })).getByText(IMMUNIZATION.results.ready.allNoRationale!.en)).toBeTruthy();
  });

  it('goes back to the list from a check', async () => {
    const { user } = await renderAt('/eligibility?task=records');
    await user.click(screen.getByRole('link', { name: 'Back to Eligibility Checks' }));
    expect(screen.getByRole('region', { name: 'IDs & Driving' })).toBeTruthy();
  });
});
