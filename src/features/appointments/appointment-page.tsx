// /appointment: Book & Prepare. A tab, a task, a location, then the offices; the What to Bring
// checklist for the task; a Quick Eligibility link. The clearing rules: a new tab clears
// the task and location, a new task clears the location, and no office shows until a location is
// chosen. ?task= (from an eligibility result) opens that task in its tab.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APPOINTMENT_TABS, APPOINTMENT_TASK_IDS, TASK_TAB, type AppointmentTab, type AppointmentTaskId } from '../../content/appointments/appointment-constants';
import { PageHeader } from '../../ui/page-header';
import { tabPanelProps, Tabs } from '../../ui/tabs';
import { useQueryParam } from '../../ui/use-query-param';
import { whenIdle } from '../../ui/when-idle';
import { useContentLanguage } from '../../i18n/use-content-language';
import { useAppointmentsContent } from './appointments-pack';
import { MonitorForm, prefetchAppointmentParts, WhatToBring } from './appointment-parts';
import { OfficeList } from './office-list';
import { TaskPicker } from './task-picker';
import '../../ui/forms.css';
import './appointments.css';

const TABS_ID = 'appointment';
const isTaskId = (value: string | null): value is AppointmentTaskId => (APPOINTMENT_TASK_IDS as readonly (string | null)[]).includes(value);

export function AppointmentPage() {
  const { t } = useTranslation('appointments');
  const language = useContentLanguage();
  const { tasks } = useAppointmentsContent();
  // The chosen task stays in the address, so a reload or a shared link opens the same list.
  const [requested, rememberTask] = useQueryParam('task');
  const [taskId, setTaskId] = useState<AppointmentTaskId | null>(isTaskId(requested) ? requested : null);
  const [tab, setTab] = useState<AppointmentTab>(isTaskId(requested) ? TASK_TAB[requested] : 'ids');
  const [location, setLocation] = useState<string | null>(null);
  const task = tasks.find((candidate) => candidate.id === taskId);
  // What a chosen task shows (offices, checklist, monitor form) is fetched once the tasks have painted.
  useEffect(() => whenIdle(prefetchAppointmentParts), []);

  const chooseTab = (next: AppointmentTab) => {
    if (next === tab) return;
    setTab(next);
    setTaskId(null);
    setLocation(null);
    rememberTask(null);
  };

  const chooseTask = (next: AppointmentTaskId) => {
    setTaskId(next);
    setLocation(null);
    rememberTask(next);
  };

  return (
    <div className="page appointment-page">
      <PageHeader title={t('appointments.title', { ns: 'translation' })} description={t('appointments.description', { ns: 'translation' })}>
        <p className="appointment-page__quick no-print">
          <Link to={task ? `/eligibility?task=${task.id}` : '/eligibility'}>{task ? t('task.quickCheckFor', { task: task.title[language] }) : t('task.quickCheck')}</Link>
        </p>
        <p className="appointment-page__quick no-print">
          <Link to="/ask?kind=appointment">{t('task.askPerson')}</Link>
        </p>
      </PageHeader>
      <div className="no-print">
        <Tabs label={t('tabs.label')} idBase={TABS_ID} items={APPOINTMENT_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} selected={tab} onSelect={chooseTab} />
      </div>
      {APPOINTMENT_TABS.map((key) => (
        <div key={key} {...tabPanelProps(TABS_ID, key, tab)} className="appointment-panel">
          {key === tab ? (
            <>
              <TaskPicker tasks={tasks.filter((candidate) => candidate.tab === key)} selected={taskId} onSelect={chooseTask} />
              {task ? <OfficeList key={`offices-${task.id}`} task={task} location={location} onLocation={setLocation} /> : null}
              {task ? (
                <Suspense fallback={null}>
                  <WhatToBring task={task} />
                  <MonitorForm key={`monitor-${task.id}`} task={task} location={location} />
                </Suspense>
              ) : null}
            </>
          ) : null}
        </div>
      ))}
    </div>
  );
}
