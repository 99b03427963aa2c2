import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface ExternalLinkButtonProps {
  href: string;
  label: string;
  /** Words that tell same-named links apart for assistive technology ("RCI"); hidden on screen. */
  context?: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}

/**
 * A link to another site: opens in a new tab, shows the usual icon, and says so in its accessible name,
 * which starts with the visible label (voice control by the visible words still works).
 */
export function ExternalLinkButton({
  href,
  label,
  context,
  variant = 'contained',
  color = 'gold',
  size = 'medium',
}: ExternalLinkButtonProps) {
  const { t } = useTranslation('partners');
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      color={color}
      size={size}
      endIcon={<OpenInNewIcon />}
      aria-label={`${label}${context ? `: ${context}` : ''} ${t('exchanges.newTab')}`}
    >
      {label}
    </Button>
  );
}
