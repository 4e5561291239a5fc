import Button from '@douyinfe/semi-ui/lib/es/button';
import { Component, type ErrorInfo, type ReactNode, Suspense, startTransition } from 'react';
import { texts } from '../texts';
import { Loading } from './Loading';
import { type LoadAttempt, LoadAttemptContext, PartLoadError, partReloader } from './lazyPart';
import { useQuietRetry } from './networkRestored';

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
 *
 * The retry made by itself is quiet: the part's module is loaded again outside any render while the
 * error and its 重试 stay where they are (the same element, keeping its focus); the part replaces
 * them once it is in, and nothing changes on screen if the load fails again. An answer that arrives
 * just as the person reaches for 重试 never takes the button from under the pointer. A press of 重试
 * shows the loading state, as any click should show it was taken, and joins a load under way.
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
    // The error is shown inside the Suspense boundary, which stays mounted: the render that follows
    // a quiet retry (a transition) keeps it on screen until the loaded part is ready to commit.
    return (
      <LoadAttemptContext.Provider value={attempt}>
        <Suspense fallback={this.props.fallback ?? <Loading />}>
          {error ? (
            <BoundaryError pluginId={this.props.pluginId} error={error} onRetry={this.retry} floating={this.props.placement === 'floating'} />
          ) : (
            this.props.children
          )}
        </Suspense>
      </LoadAttemptContext.Provider>
    );
  }
}

/** What a boundary shows instead of its part: why, in Chinese, and the way out. */
function BoundaryError({ pluginId, error, onRetry, floating }: { pluginId: string; error: Error; onRetry: () => void; floating: boolean }) {
  const problem = error instanceof PartLoadError ? error.problem : null;
  // The part's module loaded again first; a part no lazyPart raised has none: then at once.
  const reload = partReloader(error) ?? (() => Promise.resolve());
  const retrying = useQuietRetry(problem === 'offline', reload, () => startTransition(onRetry));
  return (
    <div
      role="alert"
      aria-busy={retrying || undefined}
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
