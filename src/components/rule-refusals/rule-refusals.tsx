import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { isApiError } from 'src/lib/api-error';

export interface RuleRefusalsProps {
  /** The last save's failure (anything; only a 422 with these keys shows). */
  error: unknown;
  /** Each rule key shown, with its title in the current language. */
  titles: Readonly<Record<string, string>>;
}

/**
 * Next to the save button that was refused: the 422 business-rule refusals a form cannot mark
 * on a field (an ACTIVE record that is not complete yet), each titled, with the server's words.
 * The page's banner says it too, but far from the button.
 */
export function RuleRefusals({ error, titles }: RuleRefusalsProps) {
  if (!isApiError(error) || error.status !== 422) return null;
  const details = error.details.filter((detail) => Object.hasOwn(titles, detail.key));
  if (details.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {details.map(({ key, description }) => (
        <div key={key}>
          <AlertTitle>{titles[key]}</AlertTitle>
          {description}
        </div>
      ))}
    </Alert>
  );
}
