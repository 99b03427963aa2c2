import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Language } from '@vida/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubVideoName } from '../lib/media.ts';
import { ClubVideo } from './club-video.tsx';

interface VideoDialogProps {
  /** The video to show; null keeps the dialog closed. */
  video: { name: ClubVideoName; title: string; text: string } | null;
  language: Language;
  mediaBase: string | null | undefined;
  onClose: () => void;
}

/**
 * The spec's video modal. MUI's dialog keeps focus inside while open and gives it back to the button that
 * opened it on close; closing unmounts the video, so it never plays on in the background.
 */
export function VideoDialog({ video, language, mediaBase, onClose }: VideoDialogProps) {
  const { t } = useTranslation('club');
  const titleId = useId();
  const textId = useId();
  // The last video stays in place while the dialog fades out, so the closing dialog is not an empty box.
  const [shown, setShown] = useState(video);
  if (video && video !== shown) setShown(video);
  return (
    <Dialog
      open={video !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { bgcolor: 'ink.main', color: 'common.white', m: { xs: 1.5, sm: 4 } } } }}
    >
      {shown ? (
        <>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 2,
              px: { xs: 2.5, sm: 4 },
              pt: { xs: 2.5, sm: 3.5 },
              pb: 2,
            }}
          >
            <Box>
              <Typography id={titleId} component="h2" variant="h3" sx={{ color: 'common.white' }}>
                {shown.title}
              </Typography>
              <Typography id={textId} sx={{ mt: 0.5, color: 'rgba(255,255,255,0.85)' }}>
                {shown.text}
              </Typography>
            </Box>
            <IconButton
              onClick={onClose}
              aria-label={t('video.close')}
              sx={{
                color: 'common.white',
                mt: -0.5,
                mr: -1,
                '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
              }}
            >
              <Close />
            </IconButton>
          </Box>
          <DialogContent sx={{ px: { xs: 1.5, sm: 4 }, pb: { xs: 1.5, sm: 4 }, pt: 0 }}>
            <ClubVideo name={shown.name} language={language} mediaBase={mediaBase} label={shown.title} />
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}
