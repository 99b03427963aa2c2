import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { LANGUAGES, type Language } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from '../../lib/use-language-choice.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

interface LanguageSwitchProps {
  /** `dark` sits on the black header, `light` on sand or white. */
  tone?: 'dark' | 'light';
  onChange?: (language: Language) => void;
}

/** EN / ES as two toggle buttons; their accessible names are the languages' own names. */
export function LanguageSwitch({ tone = 'light', onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [active, choose] = useLanguageChoice();
  const dark = tone === 'dark';
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={{
        display: 'inline-flex',
        p: 0.25,
        borderRadius: 999,
        border: 1,
        borderColor: dark ? 'rgba(255,255,255,0.28)' : 'rgba(17,17,17,0.2)',
        bgcolor: dark ? 'rgba(255,255,255,0.04)' : 'common.white',
      }}
    >
      {LANGUAGES.map((language) => {
        const selected = language === active;
        return (
          <ButtonBase
            key={language}
            lang={language}
            aria-pressed={selected}
            onClick={() => {
              choose(language);
              onChange?.(language);
            }}
            sx={{
              minWidth: 44,
              minHeight: 44,
              px: 1.25,
              borderRadius: 999,
              fontWeight: 600,
              fontSize: '0.875rem',
              letterSpacing: '0.08em',
              transition: (theme) => theme.transitions.create(['background-color', 'color']),
              color: selected
                ? dark
                  ? 'gold.contrastText'
                  : 'common.white'
                : dark
                  ? 'common.white'
                  : 'text.primary',
              bgcolor: selected ? (dark ? 'gold.main' : 'ink.main') : 'transparent',
              '&:hover': { bgcolor: selected ? undefined : dark ? 'rgba(255,255,255,0.12)' : 'sand.main' },
              '&.Mui-focusVisible, &:focus-visible': {
                outline: '3px solid',
                outlineColor: dark ? 'gold.main' : 'secondary.main',
                outlineOffset: 2,
              },
            }}
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <VisuallyHidden>{t(`language.${language}`)}</VisuallyHidden>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
