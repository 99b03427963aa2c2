import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Language } from '@vida/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import aboutScene from '../../../assets/art/about-hero.svg';
import resortScene from '../../../assets/art/resort-hero.svg';
import { GridList } from '../../../components/ui/grid-list.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { type ClubVideoName, VIDEO_SECONDS, videoSources } from '../lib/media.ts';
import { VideoDialog } from './video-dialog.tsx';

/** A drawn scene under each poster, in the poster's palette. */
const POSTER_SCENES: Record<ClubVideoName, string> = {
  'what-it-is': resortScene,
  'how-it-works': aboutScene,
};

interface MoreAboutProps {
  club: string;
  language: Language;
  mediaBase: string | null | undefined;
}

interface VideoCard {
  name: ClubVideoName;
  title: string;
  text: string;
}

/**
 * The dashboard's "more about" cards (spec section 2): what the club is and how the portal works, each a
 * poster that opens the video in the member's language. One button per card, stretched over it, so the
 * whole card is clickable and the keyboard meets it once.
 */
export function MoreAbout({ club, language, mediaBase }: MoreAboutProps) {
  const { t } = useTranslation('club');
  const [open, setOpen] = useState<VideoCard | null>(null);
  const cards: VideoCard[] = [
    { name: 'what-it-is', title: t('video.whatItIs.title', { club }), text: t('video.whatItIs.text') },
    { name: 'how-it-works', title: t('video.howItWorks.title'), text: t('video.howItWorks.text') },
  ];
  return (
    <Box component="section" aria-labelledby="more-about-title">
      <SectionHeading
        id="more-about-title"
        overline={t('home.moreAbout.overline')}
        title={t('home.moreAbout.title', { club })}
        subtitle={t('home.moreAbout.subtitle')}
        sx={{ mb: 3 }}
      />
      <GridList gap={3} columns={{ xs: '1fr', sm: '1fr 1fr' }}>
        {cards.map((card) => (
          <Paper
            key={card.name}
            component="li"
            elevation={1}
            sx={{
              position: 'relative',
              overflow: 'hidden',
              display: 'flex',
              flexDirection: 'column',
              transition: (theme) => theme.transitions.create(['transform', 'box-shadow']),
              '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
              '&:hover .play, &:focus-within .play': { transform: 'translate(-50%, -50%) scale(1.08)' },
            }}
          >
            <Box
              sx={{
                position: 'relative',
                aspectRatio: '16 / 9',
                bgcolor: 'ink.main',
                // The poster loads lazily (below the fold on phones); until it arrives, or if the media host
                // does not answer, the card shows the club's own scene rather than an empty black box.
                backgroundImage: `url(${POSTER_SCENES[card.name]})`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }}
            >
              <Box
                component="img"
                src={videoSources(card.name, language, mediaBase).poster}
                alt=""
                loading="lazy"
                decoding="async"
                width={1280}
                height={720}
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <Box
                className="play"
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  // Over the sun of the poster's artwork, clear of its title.
                  top: '58%',
                  left: '67%',
                  transform: 'translate(-50%, -50%)',
                  width: 72,
                  height: 72,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'gold.main',
                  color: 'ink.main',
                  boxShadow: '0 10px 30px rgba(0,0,0,0.35)',
                  transition: (theme) => theme.transitions.create('transform'),
                }}
              >
                <PlayArrowRounded sx={{ fontSize: 44 }} />
              </Box>
            </Box>
            <Box sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1 }}>
              <Typography component="h3" variant="h3">
                <ButtonBase
                  disableRipple
                  onClick={() => setOpen(card)}
                  aria-label={t('video.play', { title: card.title })}
                  sx={{
                    // Static, so the ::after below is placed against the card rather than the button.
                    position: 'static',
                    font: 'inherit',
                    textAlign: 'left',
                    color: 'inherit',
                    // The button's box covers the whole card: poster, title and text.
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                    '&.Mui-focusVisible::after': {
                      outline: (theme) => `3px solid ${theme.palette.secondary.main}`,
                      outlineOffset: -3,
                      borderRadius: 1,
                    },
                  }}
                >
                  {card.title}
                </ButtonBase>
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{card.text}</Typography>
              <Typography variant="body2" sx={{ color: 'gold.dark', fontWeight: 600 }}>
                {t('video.length', { seconds: VIDEO_SECONDS[card.name] })}
              </Typography>
            </Box>
          </Paper>
        ))}
      </GridList>
      <VideoDialog video={open} language={language} mediaBase={mediaBase} onClose={() => setOpen(null)} />
    </Box>
  );
}
