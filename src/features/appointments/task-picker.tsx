import { useTranslation } from 'react-i18next';
import type { AppointmentTask, AppointmentTaskId } from '../../content/appointments';
import { useContentLanguage } from '../../i18n/use-content-language';

interface TaskPickerProps {
  tasks: readonly AppointmentTask[];
  selected: AppointmentTaskId | null;
  onSelect: (task: AppointmentTaskId) => void;
}

/** The tab's tasks as a group of large radio buttons. */
export function TaskPicker({ tasks, selected, onSelect }: TaskPickerProps) {
  const { t } = useTranslation('appointments');
  const language = useContentLanguage();
  return (
    <fieldset className="appointment-tasks no-print">
      <legend className="form-field__label">{t('task.label')}</legend>
      <div className="appointment-tasks__choices">
        {tasks.map((task) => (
          <label key={task.id} className="appointment-tasks__choice">
            <input type="radio" name="appointment-task" value={task.id} checked={selected === task.id} onChange={() => onSelect(task.id)} />
            {task.title[language]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
