// A native modal <dialog>, opened with showModal as soon as it is on screen: focus moves in and
// stays inside, the page behind is inert, Escape closes (unless `onCancel` prevents it), and the
// browser gives focus back to where it was when the dialog closes. Shared by the account and
// assistant screens.
import { useEffect, type ReactNode, type RefObject, type SyntheticEvent } from 'react';

interface ModalDialogProps {
  /** The <dialog> itself, for the caller to close it (a prop, not `ref`: React 18 keeps `ref` from function components). */
  dialogRef: RefObject<HTMLDialogElement>;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Called once the dialog has closed: by a button, by Escape or by the browser. */
  onClose: () => void;
  /** Escape pressed: call `event.preventDefault()` to keep the dialog open. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

export function ModalDialog({ dialogRef: ref, labelledBy, describedBy, className, onClose, onCancel, children }: ModalDialogProps) {
  useEffect(() => {
    // Guarded: development runs effects twice, and an open dialog cannot be opened again.
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, [ref]);

  return (
    <dialog ref={ref} className={className} aria-labelledby={labelledBy} aria-describedby={describedBy} onClose={onClose} onCancel={onCancel}>
      {children}
    </dialog>
  );
}
