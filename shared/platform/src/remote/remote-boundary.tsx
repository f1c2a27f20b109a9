import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadFailure, toChunkLoadError, ChunkLoadError } from './chunk-load-error';
import styles from './remote-boundary.module.css';

interface Props {
  section: string;
  children: ReactNode;
  /** Clears the failed load so that re-rendering the children fetches again. */
  onRetry?: () => void;
  /** Rendered instead of the default fallback, e.g. a compact one for an embedded widget. */
  compact?: boolean;
}

interface State {
  error: unknown;
}

/**
 * Catches whatever a section throws while loading or rendering and shows a fallback in place,
 * so the navbar, the footer and every other section keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadFailure(error)) console.error(`Section "${this.props.section}" crashed`, error, info);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const failure = toChunkLoadError(error, this.props.section);
    if (failure instanceof ChunkLoadError && failure.reason === 'unavailable') {
      return (
        <Fallback
          compact={this.props.compact}
          title="This section is temporarily unavailable"
          text="We couldn't load this part of the site. Everything else still works. Please try again in a moment."
          action={
            <button type="button" className={styles.primary} onClick={this.retry}>
              Retry
            </button>
          }
        />
      );
    }
    if (failure instanceof ChunkLoadError) {
      return (
        <Fallback
          compact={this.props.compact}
          title="The site was updated"
          text="A newer version of this page is available. Reload to get it."
          action={<ReloadButton />}
        />
      );
    }
    return (
      <Fallback
        compact={this.props.compact}
        title="Something went wrong"
        text="An unexpected error stopped this page from showing. Reloading usually fixes it."
        action={
          <>
            <ReloadButton />
            <a className={styles.secondary} href="/">
              Home
            </a>
          </>
        }
      />
    );
  }
}

function ReloadButton() {
  return (
    <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
      Reload
    </button>
  );
}

function Fallback(props: { title: string; text: string; action: ReactNode; compact?: boolean | undefined }) {
  const Heading = props.compact ? 'h3' : 'h1';
  return (
    <section role="alert" className={props.compact ? styles.compact : styles.fallback}>
      <Heading className={styles.title}>{props.title}</Heading>
      <p>{props.text}</p>
      <div className={styles.actions}>{props.action}</div>
    </section>
  );
}
