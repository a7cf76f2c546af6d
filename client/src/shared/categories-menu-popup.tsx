import ClickAwayListener from '@mui/material/ClickAwayListener';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { Link as RouterLink } from 'react-router-dom';

export interface MenuCategory {
  id: string;
  name: string;
}

/** The open Categories menu: loaded at its first opening, with the popup positioning it needs. */
export function CategoriesMenuPopup({
  open,
  anchor,
  menuId,
  categories,
  close,
}: {
  open: boolean;
  anchor: HTMLButtonElement | null;
  menuId: string;
  categories: MenuCategory[];
  close: () => void;
}) {
  return (
    <Popper open={open} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
      <ClickAwayListener
        onClickAway={(e) => {
          // A click on the button itself is handled by its onClick: the menu a hover opened must not close here.
          if (!anchor?.contains(e.target as Node)) close();
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
  );
}
