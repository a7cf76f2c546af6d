import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../../../shared/visually-hidden';

/** The about video on YouTube: VITE_ABOUT_VIDEO_ID at build time; the default is a stand-in until marketing supplies ours. */
export const ABOUT_VIDEO_ID = (import.meta.env.VITE_ABOUT_VIDEO_ID as string | undefined) || 'aqz-KE-bpKQ';
export const ABOUT_VIDEO_TITLE = 'Franchise Compass introduction video';

/**
 * A click-to-load video: until the visitor presses play, nothing is fetched from YouTube (no
 * cookies, no third-party scripts, no cost to the page). Then a privacy-enhanced
 * (youtube-nocookie.com) player replaces the poster and starts playing.
 */
export function AboutVideo() {
  const [playing, setPlaying] = useState(false);
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', boxShadow: 4, bgcolor: 'primary.dark' }}>
      {playing ? (
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(ABOUT_VIDEO_ID)}?autoplay=1&rel=0`}
          title={ABOUT_VIDEO_TITLE}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            color: 'common.white',
            background: 'radial-gradient(circle at 30% 20%, #1c7293 0%, #0b4f6c 45%, #06283a 100%)',
            '&:hover .play, &.Mui-focusVisible .play': { transform: 'scale(1.08)', bgcolor: 'secondary.dark' },
            '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: -6 },
          }}
        >
          <Box
            className="play"
            sx={{
              width: 76,
              height: 76,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              display: 'grid',
              placeItems: 'center',
              transition: 'transform 150ms, background-color 150ms',
              boxShadow: 6,
            }}
          >
            <PlayArrowRoundedIcon sx={{ fontSize: 48 }} aria-hidden />
          </Box>
          {/* The button's name is its text, so what is said matches what is shown (WCAG 2.5.3). */}
          <Typography component="span" sx={{ fontWeight: 600 }}>
            <Box component="span" sx={visuallyHidden}>
              Play{' '}
            </Box>
            {ABOUT_VIDEO_TITLE}
          </Typography>
          <Typography component="span" variant="caption" sx={{ opacity: 0.8, px: 2 }}>
            Plays from YouTube (privacy-enhanced mode) when you press play
          </Typography>
        </ButtonBase>
      )}
    </Box>
  );
}
