import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../modules/auth/hooks/use-session';
import { useViewer } from '../../modules/auth/hooks/use-viewer';
import { Brand } from '../../shared/brand';

/** The admin and franchisor portals' top bar: portal name, who is signed in, and a Sign out menu. */
export function PortalTopBar({ title, signOutTo, menuButton }: { title: string; signOutTo: string; menuButton: ReactNode }) {
  const { viewer } = useViewer();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const handleSignOut = async () => {
    setAnchor(null);
    await signOut();
    await navigate(signOutTo, { replace: true });
  };

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.main' }}>
      <Toolbar sx={{ gap: 1 }}>
        {menuButton}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Brand inverse />
        </Box>
        <Typography component="p" sx={{ fontWeight: 600, ml: { sm: 2 }, pl: { sm: 2 }, borderLeft: { sm: '1px solid rgba(255,255,255,0.4)' } }}>
          {title}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          startIcon={<AccountCircle />}
          aria-haspopup="menu"
          // Phones show only the icon: the name still names the button.
          aria-label={viewer?.fullName ?? 'Account'}
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ textAlign: 'left' }}
        >
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {viewer?.fullName ?? 'Account'}
          </Box>
        </Button>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{viewer?.fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {viewer?.email}
            </Typography>
          </Box>
          <Divider />
          <MenuItem onClick={() => void handleSignOut()}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Sign out
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
