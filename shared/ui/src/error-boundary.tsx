import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to show instead of the failed children; `reset` clears the error. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
  /** Name for the console, for example "catalog/smart-search". */
  name?: string;
}

interface State {
  error: Error | null;
}

/** Keeps a failure inside the part that failed. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'boundary'}] failed`, error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
