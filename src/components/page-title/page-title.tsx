import { useTranslation } from 'react-i18next';
import { env } from 'src/config/env';

/** Sets the document title (React 19 hoists <title> into <head>): "<page> | <brand>". */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('layout');
  return <title>{`${title} | ${t(`brand.${env.module}`)}`}</title>;
}
