// /eligibility: the ten quick checks in three groups; ?task= opens one. An unknown task says so
// and leads back to Book & Prepare (spec "Eligibility checks").
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../ui/page-header';
import { useEligibilityContent } from './eligibility-pack';
import { TaskCheck } from './task-check';
import { TaskList } from './task-list';
import { TaskNotFound } from './task-not-found';
import '../../ui/forms.css';
import './eligibility.css';

export function EligibilityPage() {
  const { t } = useTranslation('eligibility');
  const [params] = useSearchParams();
  const { tasks } = useEligibilityContent();
  const taskId = params.get('task');
  const task = taskId === null ? undefined : tasks.find((candidate) => candidate.id === taskId);

  return (
    <div className="page eligibility-page">
      <PageHeader title={t('eligibility.title', { ns: 'translation' })} description={t('eligibility.description', { ns: 'translation' })} />
      {taskId === null ? <TaskList tasks={tasks} /> : task ? <TaskCheck key={task.id} task={task} /> : <TaskNotFound />}
    </div>
  );
}
