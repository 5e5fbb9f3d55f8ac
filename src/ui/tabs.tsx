import { useRef, type KeyboardEvent } from 'react';
import './tabs.css';

interface TabItem<Key extends string> {
  key: Key;
  label: string;
}

interface TabsProps<Key extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tabs' and panels' ids; unique on the page. */
  idBase: string;
  items: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
}

const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
const tabPanelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

/** Props for a panel: rendered by the caller, so panels can stay mounted (and keep what was typed). */
export function tabPanelProps(idBase: string, key: string, selected: string) {
  return { role: 'tabpanel', id: tabPanelId(idBase, key), 'aria-labelledby': tabId(idBase, key), hidden: key !== selected, tabIndex: 0 } as const;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop for the list, arrow keys move
 * and select, Home and End jump to the ends. Buttons, so touch and mouse need nothing special.
 */
export function Tabs<Key extends string>({ label, idBase, items, selected, onSelect }: TabsProps<Key>) {
  const list = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, next.key))}`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className="tabs">
      {items.map((item) => {
        const isSelected = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(idBase, item.key)}
            aria-controls={tabPanelId(idBase, item.key)}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(item.key)}
            onKeyDown={move}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
