import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface MenuCategory {
  id: string;
  name: string;
}

/**
 * The header's Categories menu: opens on hover, click, Enter or Down; closes on leaving, Escape
 * or choosing. Lists up to 12 main categories and 'View All Categories'.
 */
export function CategoriesMenu({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A menu opened by click or keyboard stays open until dismissed; one opened by hover closes on leaving.
  const pinned = useRef(false);
  const menuId = useId();

  const show = (pin: boolean) => {
    window.clearTimeout(closeTimer.current);
    pinned.current = pinned.current || pin;
    setOpen(true);
  };
  const hideSoon = () => {
    if (pinned.current) return;
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  const close = (focusButton = false) => {
    pinned.current = false;
    setOpen(false);
    if (focusButton) anchor.current?.focus();
  };

  return (
    // Key events from the menu bubble here through the portal, so Escape works wherever focus is.
    <div
      onMouseEnter={() => show(false)}
      onMouseLeave={hideSoon}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) close(true);
      }}
    >
      <Button
        ref={anchor}
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
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1300 }}>
        <ClickAwayListener
          onClickAway={(e) => {
            // A click on the button itself is handled by its onClick: the menu a hover opened must not close here.
            if (!anchor.current?.contains(e.target as Node)) close();
          }}
        >
          <Paper elevation={6} sx={{ mt: 0.5, minWidth: 240, maxHeight: '70vh', overflowY: 'auto' }}>
            <MenuList
              id={menuId}
              autoFocusItem={open}
              aria-label="Categories"
              onKeyDown={(e) => {
                if (e.key === 'Tab') close();
              }}
            >
              {categories.slice(0, 12).map((c) => (
                <MenuItem key={c.id} component={RouterLink} to={`/category/${c.id}`} onClick={() => close()}>
                  {c.name}
                </MenuItem>
              ))}
              {categories.length > 0 && <Divider />}
              <MenuItem component={RouterLink} to="/search" onClick={() => close()} sx={{ fontWeight: 600, color: 'primary.main' }}>
                View All Categories
              </MenuItem>
            </MenuList>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </div>
  );
}
