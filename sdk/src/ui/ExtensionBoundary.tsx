import Button from '@douyinfe/semi-ui/lib/es/button';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { texts } from '../texts';
import { Loading } from './Loading';
import { type LoadAttempt, LoadAttemptContext, PartLoadError } from './lazyPart';
import { useNetworkRestored } from './networkRestored';

interface BoundaryProps {
  /** Id of the plugin (or `host`) that owns what renders inside. */
  pluginId: string;
  children: ReactNode;
  /** Shown while a lazy part loads; a spinner by default. */
  fallback?: ReactNode;
  /**
   * `floating` for a part with no area of its own on the page (a dialog, a drawer): its error shows
   * at the top right of the window instead of where the part is mounted.
   */
  placement?: 'inline' | 'floating';
  /**
   * Called with each error caught while loading or rendering what is inside (the host records it
   * in its registry, so that the diagnostics view marks the plugin).
   */
  onError?: (error: Error) => void;
}

interface BoundaryState {
  error: Error | null;
  /** This load attempt; a new one at each 重试, so that failed lazy parts load afresh. */
  attempt: LoadAttempt;
}

/**
 * Suspense plus an error boundary tagged with the owning plugin's id: a plugin that throws while
 * loading or rendering shows an error in its own area and the rest of the console keeps working.
 * The error is said in Chinese: a part that could not load for want of a network offers 重试 (and
 * retries by itself when the network comes back), one whose chunk a deploy removed offers 刷新.
 * @public
 */
export class ExtensionBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, attempt: {} };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
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

  private readonly retry = () => this.setState({ error: null, attempt: {} });

  render() {
    const { error, attempt } = this.state;
    if (error) return <BoundaryError pluginId={this.props.pluginId} error={error} onRetry={this.retry} floating={this.props.placement === 'floating'} />;
    return (
      <LoadAttemptContext.Provider value={attempt}>
        <Suspense fallback={this.props.fallback ?? <Loading />}>{this.props.children}</Suspense>
      </LoadAttemptContext.Provider>
    );
  }
}

/** What a boundary shows instead of its part: why, in Chinese, and the way out. */
function BoundaryError({ pluginId, error, onRetry, floating }: { pluginId: string; error: Error; onRetry: () => void; floating: boolean }) {
  const problem = error instanceof PartLoadError ? error.problem : null;
  useNetworkRestored(problem === 'offline', onRetry);
  return (
    <div
      role="alert"
      className={floating ? 'gr-extension-error gr-extension-error-floating' : 'gr-extension-error'}
      data-plugin={pluginId}
      data-problem={problem ?? 'render'}
    >
      <strong>
        {problem === 'stale' ? texts.partStale : problem === 'offline' ? texts.partOffline : problem ? texts.partFailed : texts.pluginFailed(pluginId)}
      </strong>
      {problem === 'stale' ? <Button onClick={() => window.location.reload()}>{texts.reload}</Button> : <Button onClick={onRetry}>{texts.retry}</Button>}
    </div>
  );
}
