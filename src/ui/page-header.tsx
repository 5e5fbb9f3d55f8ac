import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The heading every screen starts with; it also names the browser tab. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {description ? <p>{description}</p> : null}
      {children}
    </header>
  );
}
