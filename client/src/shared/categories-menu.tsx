import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { MenuCategory } from './categories-menu-popup';

const CategoriesMenuPopup = lazy(async () => ({ default: (await import('./categories-menu-popup')).CategoriesMenuPopup }));

export type { MenuCategory };

/**
 * The header's Categories menu: opens on hover, click, Enter or Down; closes on leaving, Escape
 * or choosing. Lists up to 12 main categories and 'View All Categories'.
 */
export function CategoriesMenu({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  // The popup (and its positioning library) loads at the first opening and then stays mounted.
  const [mounted, setMounted] = useState(false);
  // State, not a ref: the popup is positioned against it while rendering.
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A menu opened by click or keyboard stays open until dismissed; one opened by hover closes on leaving.
  const pinned = useRef(false);
  const menuId = useId();

  const show = (pin: boolean) => {
    window.clearTimeout(closeTimer.current);
    pinned.current = pinned.current || pin;
    setMounted(true);
    setOpen(true);
  };
  const hideSoon = () => {
    if (pinned.current) return;
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  const close = (focusButton = false) => {
    pinned.current = false;
    setOpen(false);
    if (focusButton) anchor?.focus();
  };

  return (
    // Key events from the menu bubble here through the portal, so Escape works wherever focus is. The wrapper is not a
    // control: the button inside is, and the mouse handlers only open and close the menu on hover.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above
    <div
      onMouseEnter={() => show(false)}
      onMouseLeave={hideSoon}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) close(true);
      }}
    >
      <Button
        ref={setAnchor}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={() => (open && pinned.current ? close() : show(true))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            show(true);
          }
        }}
      >
        Categories
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CategoriesMenuPopup open={open} anchor={anchor} menuId={menuId} categories={categories} close={() => close()} />
        </Suspense>
      )}
    </div>
  );
}
