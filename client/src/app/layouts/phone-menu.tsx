import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SignOutButton } from '../../modules/auth/components/sign-out-button';
import type { ViewerQuery } from '../../gql/graphql';
import { toPath } from '../../modules/auth/user-types';
import type { MenuCategory } from '../../shared/categories-menu';

/** The header's menu on phones: a drawer with the links, the categories, sign-in or the dashboard, and listing. */
export function PhoneMenu({
  open,
  onClose,
  links,
  categories,
  viewer,
  dashboard,
}: {
  open: boolean;
  onClose: () => void;
  links: { label: string; to: string }[];
  categories: MenuCategory[];
  viewer: ViewerQuery['viewer'];
  dashboard: string | null;
}) {
  const [mobileCategoriesOpen, setMobileCategoriesOpen] = useState(false);
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { id: 'mobile-menu', sx: { width: 300 } } }}>
      <Box component="nav" aria-label="Main" sx={{ pt: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {links.slice(0, 2).map((l) => (
            <li key={l.to}>
              <ListItemButton component={RouterLink} to={l.to} onClick={onClose}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            </li>
          ))}
          <li>
            <ListItemButton onClick={() => setMobileCategoriesOpen((o) => !o)} aria-expanded={mobileCategoriesOpen}>
              <ListItemText primary="Categories" />
              {mobileCategoriesOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={mobileCategoriesOpen} unmountOnExit>
              <List disablePadding>
                {categories.map((c) => (
                  <li key={c.id}>
                    <ListItemButton component={RouterLink} to={`/category/${c.id}`} onClick={onClose} sx={{ pl: 4 }}>
                      <ListItemText primary={c.name} />
                    </ListItemButton>
                  </li>
                ))}
                <li>
                  <ListItemButton component={RouterLink} to="/search" onClick={onClose} sx={{ pl: 4 }}>
                    <ListItemText primary="View All Categories" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                  </ListItemButton>
                </li>
              </List>
            </Collapse>
          </li>
          {links.slice(2).map((l) => (
            <li key={l.to}>
              <ListItemButton component={RouterLink} to={l.to} onClick={onClose}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
        <Divider />
        <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
          {dashboard && viewer ? (
            <>
              <Button component={RouterLink} to={dashboard} variant="outlined" onClick={onClose}>
                My dashboard
              </Button>
              <SignOutButton loginPath={`/${toPath(viewer.userType)}/login`} variant="text" onDone={onClose} />
            </>
          ) : (
            <Button component={RouterLink} to="/customer/welcome" variant="outlined" onClick={onClose}>
              Sign in
            </Button>
          )}
          <Button component={RouterLink} to="/franchisor/login" variant="contained" color="secondary" onClick={onClose}>
            List Your Franchise
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
