import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberPartner } from '../lib/exchange-partners.ts';
import { ExternalLinkButton } from './external-link-button.tsx';
import { PartnerLogo } from './partner-logo.tsx';

/** One of the member's exchange partners: its mark, what it offers and the way to its website. */
export function PartnerCard({ partner, membershipNumber }: MemberPartner) {
  const { t } = useTranslation('partners');
  return (
    <Paper
      elevation={1}
      component="article"
      data-partner={partner.id}
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 132,
          px: 3,
          bgcolor: 'sand.main',
          borderBottom: '3px solid',
          borderColor: 'gold.main',
        }}
      >
        <PartnerLogo partner={partner.id} decorative sx={{ height: 56, maxWidth: '100%' }} />
      </Box>
      <Box sx={{ p: { xs: 3, sm: 3.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
        <Typography component="h2" variant="h3">
          {partner.name}
        </Typography>
        {membershipNumber ? (
          <Typography variant="overline" component="p" sx={{ color: 'gold.dark', lineHeight: 1.4 }}>
            {t('exchanges.membershipNumber', { number: membershipNumber })}
          </Typography>
        ) : null}
        <Typography sx={{ color: 'text.secondary' }}>{t(`exchanges.partners.${partner.id}`)}</Typography>
        <Box sx={{ mt: 'auto', pt: 1.5 }}>
          <ExternalLinkButton
            href={partner.url}
            label={t('exchanges.visitWebsite')}
            context={partner.name}
            variant="outlined"
            color="ink"
          />
        </Box>
      </Box>
    </Paper>
  );
}
