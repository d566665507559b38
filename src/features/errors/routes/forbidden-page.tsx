import { ErrorView } from '../components/error-view';

export default function ForbiddenPage() {
  return <ErrorView kind="403" />;
}
