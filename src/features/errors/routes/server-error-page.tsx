import { ErrorView } from '../components/error-view';

export default function ServerErrorPage() {
  return <ErrorView kind="500" />;
}
