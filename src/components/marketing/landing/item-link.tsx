import Button, { type ButtonProps } from '@mui/material/Button';
import { ExternalLinkIcon } from 'src/components/inline-icons/icons/external-link';
import { isExternalLink, NewTabHint } from 'src/components/link';
import { RouterLink } from 'src/components/router-link';
import { VisuallyHidden } from 'src/components/visually-hidden';

interface ItemLinkProps {
  /** `https://…` (new tab) or a path of this site starting with "/". */
  href: string;
  /** The visible text, e.g. "Learn more". */
  label: string;
  /** The item's title, for screen readers: many cards share the same visible label. */
  context: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}

/** An item's `linkUrl` as a button-styled link: external ones open a new tab and say so. */
export function ItemLink({ href, label, context, variant = 'text', color = 'primary', size }: ItemLinkProps) {
  const text = (
    <>
      {label}
      <VisuallyHidden>{`: ${context}`}</VisuallyHidden>
    </>
  );
  if (isExternalLink(href)) {
    return (
      <Button
        variant={variant}
        color={color}
        size={size}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<ExternalLinkIcon width={18} />}
      >
        {text}
        <NewTabHint />
      </Button>
    );
  }
  // linkUrl is checked by the server (https, http or "/path"); anything else stays in the app.
  return (
    <Button variant={variant} color={color} size={size} component={RouterLink} to={href}>
      {text}
    </Button>
  );
}
