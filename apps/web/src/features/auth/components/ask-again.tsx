import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** What a reset page shows without a token: why, and the way back to asking for a new code. */
export function AskAgain({ text, action }: { text: string; action: string }) {
  return (
    <>
      <Typography sx={{ mb: 2.5 }}>{text}</Typography>
      <Button component={RouterLink} to={PATHS.forgotPassword} variant="contained" color="gold" fullWidth>
        {action}
      </Button>
    </>
  );
}
