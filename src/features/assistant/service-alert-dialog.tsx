// The service alert (spec "Assistant screen"): opened from a reply's service marker, by its button
// or once by itself when an urgent one arrives. It names the kind of help, says why, marks URGENT,
// and "Go to Map Tool" closes it and opens the map on that kind of place.
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useChatStore } from './chat-store';
import { ModalDialog } from '../../ui/modal-dialog';
import { isUrgent, serviceMapPath, serviceTitleKey } from './service-types';

export function ServiceAlertDialog() {
  const service = useChatStore((state) => state.serviceAlert);
  // Keyed by the service, so another one opens a fresh dialog.
  return service ? <ServiceAlert key={`${service.type}|${service.reason}`} /> : null;
}

function ServiceAlert() {
  const { t } = useTranslation('assistant');
  const navigate = useNavigate();
  const service = useChatStore((state) => state.serviceAlert)!;
  const showService = useChatStore((state) => state.showService);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const urgent = isUrgent(service);

  const goToMap = () => {
    dialog.current?.close();
    showService(null);
    navigate(serviceMapPath(service.type));
  };

  return (
    <ModalDialog
      dialogRef={dialog}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      className={urgent ? 'assistant-dialog service-alert service-alert--urgent' : 'assistant-dialog service-alert'}
      onClose={() => showService(null)}
    >
      <h2 id={`${id}-title`} className="service-alert__title">
        {t(serviceTitleKey(service.type))}
      </h2>
      <div id={`${id}-body`} className="service-alert__body">
        {urgent ? (
          <p className="service-alert__urgent">
            <span className="service-alert__badge">{t('service.urgent')}</span> {t('service.urgentNote')}
          </p>
        ) : (
          <p>{t('service.lead')}</p>
        )}
        {service.reason ? <p className="service-alert__reason">{service.reason}</p> : null}
      </div>
      <div className="assistant-dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          {t('service.close')}
        </button>
        <button type="button" className={urgent ? 'button service-alert__go' : 'button'} onClick={goToMap}>
          {t('service.goToMap')}
        </button>
      </div>
    </ModalDialog>
  );
}
