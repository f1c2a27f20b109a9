import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@shared/platform/router';
import { Button, buttonClass } from '@shared/ui';
import styles from './status-page.module.css';

/**
 * The last line of defence around the whole site: a page's own failures are caught nearer, by its
 * RemoteBoundary, so this shows only when the layout itself fails. It renders without the layout
 * for that reason, and clears when the visitor goes to another URL (e.g. with Back).
 */
export function SiteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher resetKey={pathname}>{children}</ErrorCatcher>;
}

interface CatcherProps {
  resetKey: string;
  children: ReactNode;
}

interface CatcherState {
  failed: boolean;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false };

  static getDerivedStateFromError(): CatcherState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: CatcherProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <SiteErrorPage /> : this.props.children;
  }
}

function SiteErrorPage() {
  return (
    <main className={styles.page}>
      <h1>Something went wrong</h1>
      <p>An unexpected error stopped this page from showing. Reloading usually fixes it.</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a className={buttonClass({ variant: 'secondary' })} href="/">
          Home
        </a>
      </div>
    </main>
  );
}
