import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  /** A new location clears the error, as a data router does when the user navigates away. */
  location: string;
  /** What shows instead of a page that threw (the 500 page). */
  fallback: ReactNode;
  children: ReactNode;
}

/** A data router's root errorElement, for the routers that have none: a page that throws shows the 500 page. */
export class PageErrorBoundary extends Component<
  PageErrorBoundaryProps,
  { error: unknown; location: string }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: { error: unknown; location: string },
  ) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}
