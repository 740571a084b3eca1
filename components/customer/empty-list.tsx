import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/common/links';

/** An empty personal list, with the way back to the catalogue. */
export function EmptyList({ text, action }: { text: string; action: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <LinkButton href="/product?flag=all" variant="outlined">
        {action}
      </LinkButton>
    </Paper>
  );
}
