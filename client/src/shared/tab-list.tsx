import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';

export interface TabItem {
  key: string;
  label: string;
}

/** The first tab after `from` in the direction of `key` (arrows wrap around, Home and End), or null for other keys. */
function nextTab(key: string, from: number, count: number): number | null {
  if (key === 'ArrowRight') return (from + 1) % count;
  if (key === 'ArrowLeft') return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A row of tabs for the public pages (WAI-ARIA tabs with manual activation: the arrow keys, Home and End move the
 * focus, Enter, Space or a click selects). Plain buttons styled once through the row: no measuring of the tabs at
 * start, no scroll buttons or ripple, so it costs a phone next to nothing while the page hydrates (MUI's Tabs did
 * all three, and weighed 4 KB of the franchise page's first load). A row wider than the screen scrolls sideways.
 * Each tab is `tab-<key>` and controls `panel-<key>`.
 */
export function TabList({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onChange: (key: string) => void;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const from = buttons.findIndex((b) => b === document.activeElement);
    const to = from < 0 ? null : nextTab(e.key, from, buttons.length);
    if (to === null) return;
    e.preventDefault();
    buttons[to].focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={(theme) => ({
        display: 'flex',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '& > button': {
          ...theme.typography.button,
          flexShrink: 0,
          minHeight: 48,
          minWidth: 90,
          px: 2,
          py: 1.5,
          border: 0,
          background: 'none',
          color: 'text.secondary',
          cursor: 'pointer',
          whiteSpace: 'nowrap',
        },
        '& > button[aria-selected="true"]': { color: 'primary.main', boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
        '& > button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          id={`tab-${t.key}`}
          aria-controls={`panel-${t.key}`}
          aria-selected={t.key === value}
          tabIndex={t.key === value ? 0 : -1}
          onClick={() => onChange(t.key)}
        >
          {t.label}
        </button>
      ))}
    </Box>
  );
}
