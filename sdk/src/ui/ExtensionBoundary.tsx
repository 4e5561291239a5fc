import Button from '@douyinfe/semi-ui/lib/es/button';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { texts } from '../texts';
import { Loading } from './Loading';

interface BoundaryProps {
  /** Id of the plugin (or `host`) that owns what renders inside. */
  pluginId: string;
  children: ReactNode;
  /** Shown while a lazy part loads; a spinner by default. */
  fallback?: ReactNode;
  /**
   * Called with each error caught while loading or rendering what is inside (the host records it
   * in its registry, so that the diagnostics view marks the plugin).
   */
  onError?: (error: Error) => void;
}

interface BoundaryState {
  error: Error | null;
}

/**
 * Suspense plus an error boundary tagged with the owning plugin's id: a plugin that throws while
 * loading or rendering shows an error in its own area and the rest of the console keeps working.
 * @public
 */
export class ExtensionBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[plugin ${this.props.pluginId}]`, error, info.componentStack);
    try {
      this.props.onError?.(error);
    } catch (reportError) {
      console.error(`[plugin ${this.props.pluginId}] onError threw`, reportError);
    }
  }

  render() {
    const { error } = this.state;
    if (error) {
      return (
        <div role="alert" className="gr-extension-error" data-plugin={this.props.pluginId}>
          <strong>{texts.pluginFailed(this.props.pluginId)}</strong>
          <p>{error.message}</p>
          <Button onClick={() => this.setState({ error: null })}>{texts.retry}</Button>
        </div>
      );
    }
    return <Suspense fallback={this.props.fallback ?? <Loading />}>{this.props.children}</Suspense>;
  }
}
