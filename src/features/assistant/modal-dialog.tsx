// The screen's dialogs as native modal <dialog>s (as the account screens do): opened with
// showModal, so focus moves in and stays inside, the page behind is inert, Escape closes, and
// the browser gives focus back to where it was when the dialog closes.
import { useEffect, type ReactNode, type RefObject } from 'react';

interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** Called once the dialog has closed: by a button, by Escape or by the browser. */
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ ref, labelledBy, describedBy, className, onClose, children }: ModalDialogProps) {
  useEffect(() => {
    // Guarded: development runs effects twice, and an open dialog cannot be opened again.
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, [ref]);

  return (
    <dialog ref={ref} className={`assistant-dialog${className ? ` ${className}` : ''}`} aria-labelledby={labelledBy} aria-describedby={describedBy} onClose={onClose}>
      {children}
    </dialog>
  );
}
