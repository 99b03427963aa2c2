import { useTranslation } from 'react-i18next';
import { ReasonedButton } from '../../../components/ui/reasoned-button.tsx';

interface SubmitWhenValidProps {
  isValid: boolean;
  isSubmitting: boolean;
  /** The button's words, and its words while the request is on its way. */
  label: string;
  submittingLabel: string;
}

/**
 * The submit button of the public account forms: disabled until the whole form is valid (spec section 5),
 * and then saying why, so a member is never left in front of a dead button.
 */
export function SubmitWhenValid({ isValid, isSubmitting, label, submittingLabel }: SubmitWhenValidProps) {
  const { t } = useTranslation('auth');
  return (
    <ReasonedButton
      type="submit"
      variant="contained"
      color="gold"
      size="large"
      disabled={!isValid || isSubmitting}
      reason={isSubmitting ? undefined : t('incomplete')}
      fullWidth
    >
      {isSubmitting ? submittingLabel : label}
    </ReasonedButton>
  );
}
