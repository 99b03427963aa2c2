import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Language } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { type ClubVideoName, videoSources } from '../lib/media.ts';

/** Each captions track is named in its own language, as language pickers do. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

interface ClubVideoProps {
  name: ClubVideoName;
  language: Language;
  /** `media_base_url` from GET /club. */
  mediaBase: string | null | undefined;
  /** The video's accessible name (its title where it is shown). */
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * One of the portal's videos in the given language: the browser's own controls, the poster until it plays,
 * and captions in the same language switched on by default (the videos are silent; the captions tell what
 * the scenes show).
 */
export function ClubVideo({ name, language, mediaBase, label, sx }: ClubVideoProps) {
  const { t } = useTranslation('club');
  const sources = videoSources(name, language, mediaBase);
  return (
    <Box
      component="video"
      // A new source needs a new element: changing <source> children does not reload a playing video.
      key={sources.video}
      controls
      playsInline
      preload="metadata"
      poster={sources.poster}
      aria-label={label}
      crossOrigin={sources.crossOrigin ? 'anonymous' : undefined}
      sx={[
        {
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'ink.main',
          borderRadius: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <source src={sources.video} type="video/mp4" />
      <track
        kind="captions"
        src={sources.captions}
        srcLang={language}
        label={LANGUAGE_NAMES[language]}
        default
      />
      {t('video.unsupported')}{' '}
      <Link href={sources.video} download>
        {t('video.download')}
      </Link>
    </Box>
  );
}
