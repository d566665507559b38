import { ErrorView } from '../components/error-view';

export default function NotFoundPage() {
  return <ErrorView kind="404" />;
}
